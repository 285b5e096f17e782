import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { FieldDef } from '../../../contract/entity/fields.ts';
import { ApiRequestError } from '../../data/api.ts';
import type { EntityRow } from '../../entity-ui/entity-api.ts';
import { useEntityRights } from '../../entity-ui/entity-rights.ts';
import { FieldInput } from '../../entity-ui/form/FieldInput.tsx';
import { FormActions } from '../../entity-ui/form/FormActions.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Drawer } from '../../ui/Drawer.tsx';
import { type CalendarKind, codeOf } from './calendar-kind.ts';

export interface TaskDraft {
  /** The booking being edited (null: a new one). */
  record: EntityRow | null;
  values: Record<string, unknown>;
}

/**
 * A booking's form over the calendar: new (from a drag, a click or Enter on the grid) or an
 * existing one. Saving goes through useTaskSave, so an overlap asks before it is kept.
 */
export function TaskDialog({
  kind,
  draft,
  onClose,
  onSave,
  onDelete,
  busy,
}: {
  kind: CalendarKind;
  draft: TaskDraft;
  onClose: () => void;
  onSave: (id: string | null, body: Record<string, unknown>) => Promise<{ ok: boolean; error?: Error }>;
  onDelete: (record: EntityRow) => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const rights = useEntityRights(kind.entity);
  const { record } = draft;
  const [values, setValues] = useState<Record<string, unknown>>(draft.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const writable = record ? rights.edit : rights.add;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(kind.formFields.map((name) => [name, values[name] ?? null]));
    const outcome = await onSave(record?.id ?? null, record ? { ...body, version: record.version } : body);
    if (outcome.ok) return;
    const error = outcome.error;
    if (error instanceof ApiRequestError && error.body.fields) {
      setErrors(Object.fromEntries(error.body.fields.map((f) => [f.field, f.message])));
      setMessage(t`Vui lòng kiểm tra lại các trường được đánh dấu.`);
    } else if (
      error &&
      error.message !== 'cancelled' &&
      !(error instanceof ApiRequestError && error.body.code === 'TASK_CONFIRM')
    )
      setMessage(error.message);
  };
  const title = record
    ? i18n._({ ...kind.words.item, values: { code: codeOf(kind, record) } })
    : i18n._(kind.words.add);
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="lg"
      footer={
        <>
          {record && rights.del ? (
            <Button variant="ghost" className="mr-auto text-danger" onPress={() => onDelete(record)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Xóa</Trans>
            </Button>
          ) : null}
          <FormActions writable={writable} formId={formId} saving={busy} onCancel={onClose} />
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {message ? (
          <div className="sm:col-span-2">
            <Alert tone="danger">{message}</Alert>
          </div>
        ) : null}
        {kind.formFields.map((name) => {
          const field = kind.entity.fields[name] as FieldDef;
          return (
            <div key={name} className={field.wide ? 'sm:col-span-2' : ''}>
              <FieldInput
                entity={kind.entity}
                name={name}
                field={field}
                value={values[name] ?? null}
                onChange={(value) => {
                  setValues((prev) => ({ ...prev, [name]: value }));
                  setErrors(({ [name]: _, ...rest }) => rest);
                }}
                error={errors[name]}
                isReadOnly={!writable}
                record={(record ?? { id: '', version: 0, ...draft.values }) as EntityRow}
              />
            </div>
          );
        })}
      </form>
    </Drawer>
  );
}
