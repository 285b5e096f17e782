import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '../../../contract/domain/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { DatePickerField } from '../../ui/DateFields.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { TodoForm } from './TodoForm.tsx';
import type { TodoChange } from './todo.queries.ts';
import { dueState, type Todo } from './todo-list.ts';

const dueTone = {
  overdue: 'bg-danger-50 text-danger-ink',
  today: 'bg-warning-50 text-warning-ink',
  later: 'bg-subtle text-muted',
} as const;

function DueDate({ todo, today }: { todo: Todo; today: string }) {
  if (!todo.han_chot) return null;
  const state = dueState(todo, today) ?? 'later';
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium tabular-nums ${dueTone[state]}`}
    >
      <CalendarClock aria-hidden="true" className="size-3.5" />
      {state === 'overdue' ? <Trans>Quá hạn {formatDay(todo.han_chot)}</Trans> : null}
      {state === 'today' ? <Trans>Hôm nay</Trans> : null}
      {state === 'later' ? <Trans>Hạn {formatDay(todo.han_chot)}</Trans> : null}
    </span>
  );
}

/** Inline edit: Enter saves, Escape (or "Hủy") leaves the task as it was. */
function TodoEditor({
  todo,
  onSave,
  onClose,
}: {
  todo: Todo;
  onSave: (change: TodoChange) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(todo.noi_dung);
  const [due, setDue] = useState(todo.han_chot);
  const [error, setError] = useState<string | null>(null);
  return (
    <TodoForm
      error={error}
      onSubmit={() => {
        if (text.trim() === '') return setError(t`Nội dung không được để trống`);
        const change: TodoChange = {};
        if (text.trim() !== todo.noi_dung) change.noi_dung = text.trim();
        if (due !== todo.han_chot) change.han_chot = due;
        if (Object.keys(change).length > 0) onSave(change);
        onClose();
      }}
      className="grid flex-1 gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-end"
    >
      <TextField
        label={t`Nội dung`}
        name="noi_dung"
        autoFocus
        maxLength={500}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
      />
      <DatePickerField label={t`Hạn chót`} name="han_chot" value={due} onChange={setDue} />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          <Trans>Lưu</Trans>
        </Button>
        <Button variant="outline" size="sm" onPress={onClose}>
          <Trans>Hủy</Trans>
        </Button>
      </div>
    </TodoForm>
  );
}

interface TodoItemProps {
  todo: Todo;
  today: string;
  onChange: (change: TodoChange) => void;
  onDelete: () => void;
}

/** One task: tick it done, edit it in place (button or double-click), delete it. */
export function TodoItem({ todo, today, onChange, onDelete }: TodoItemProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex items-start gap-3 px-4 py-3 sm:px-5" data-testid="todo-item">
      {editing ? (
        <TodoEditor todo={todo} onSave={onChange} onClose={() => setEditing(false)} />
      ) : (
        <>
          <Checkbox
            isSelected={todo.hoan_thanh}
            onChange={(done) => onChange({ hoan_thanh: done })}
            aria-label={t`Đã xong: ${todo.noi_dung}`}
            className="mt-0.5"
          >
            {null}
          </Checkbox>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut only; the "Sửa" button is the keyboard and screen-reader way */}
          <div className="grid min-w-0 flex-1 gap-1" onDoubleClick={() => setEditing(true)}>
            <p
              className={`text-[15px] break-words ${todo.hoan_thanh ? 'text-muted line-through' : 'text-heading'}`}
            >
              {todo.noi_dung}
            </p>
            <DueDate todo={todo} today={today} />
          </div>
          <div className="-my-1 flex shrink-0 gap-0.5">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Sửa: ${todo.noi_dung}`}
              onPress={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={t`Xóa: ${todo.noi_dung}`} onPress={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
