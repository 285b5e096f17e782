import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { DatePickerField } from '../../ui/DateFields.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { TodoForm } from './TodoForm.tsx';
import type { NewTodo } from './todo.queries.ts';

/** Type a task and press Enter; a due date is optional. The box stays focused for the next one. */
export function TodoComposer({ onAdd }: { onAdd: (todo: NewTodo) => void }) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [due, setDue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const noi_dung = text.trim();
    if (noi_dung === '') {
      setError(t`Nội dung không được để trống`);
      inputRef.current?.focus();
      return;
    }
    onAdd({ noi_dung, han_chot: due });
    setText('');
    setDue(null);
    setError(null);
    inputRef.current?.focus();
  };
  return (
    <TodoForm
      error={error}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
    >
      <TextField
        inputRef={inputRef}
        label={t`Việc cần làm mới`}
        name="noi_dung"
        placeholder={t`Ví dụ: Gọi lại chị Lan về gói chăm sóc da`}
        description={t`Nhấn Enter để thêm`}
        maxLength={500}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
      />
      <DatePickerField label={t`Hạn chót`} name="han_chot" value={due} onChange={setDue} />
      <Button type="submit" className="sm:mt-[1.625rem]">
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Thêm</Trans>
      </Button>
    </TodoForm>
  );
}
