import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { Entity } from '../../../contract/entity/define.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { FieldInput } from './FieldInput.tsx';
import type { EntityFormState } from './use-entity-form.ts';

function ConflictNotice({ message, onReload }: { message: string | null; onReload: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Alert tone="warning">
      <p className="font-medium">{message}</p>
      <p className="mt-0.5">
        <Trans>Tải lại để xem bản mới nhất; các thay đổi chưa lưu trong biểu mẫu sẽ bị bỏ.</Trans>
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-2 bg-surface"
        isPending={busy}
        onPress={() => {
          setBusy(true);
          void onReload().finally(() => setBusy(false));
        }}
      >
        <RotateCw aria-hidden="true" className="size-4" />
        <Trans>Tải lại</Trans>
      </Button>
    </Alert>
  );
}

/** A short form (a handful of fields) in a narrow panel, one field per line. */
export function isCompact(entity: Entity): boolean {
  return entity.fieldNames.length <= 6;
}

/**
 * Every field of the declaration in a two-column grid (wide fields across both), checked in the
 * browser with the write schema and then by the server, whose field errors land on the same inputs.
 */
export function EntityForm({
  entity,
  form,
  formId,
  isReadOnly,
}: {
  entity: Entity;
  form: EntityFormState;
  formId: string;
  isReadOnly: boolean;
}) {
  return (
    <Form
      id={formId}
      ref={form.formRef}
      onSubmit={(event) => void form.submit(event)}
      validationBehavior="aria"
      validationErrors={form.errors}
      className="grid gap-4"
    >
      {form.conflict ? <ConflictNotice message={form.message} onReload={form.reload} /> : null}
      {form.message && !form.conflict ? <Alert>{form.message}</Alert> : null}
      <div className={`grid gap-4 ${isCompact(entity) ? '' : 'sm:grid-cols-2'}`}>
        {entity.fieldNames.map((name) => {
          const field = entity.fields[name];
          if (!field || (field.readOnly && form.mode === 'create')) return null;
          const wide = field.wide || field.kind === 'json' || (field.kind === 'text' && field.multiline);
          return (
            <div key={name} className={wide ? 'sm:col-span-2' : ''}>
              <FieldInput
                entity={entity}
                name={name}
                field={field}
                value={form.values[name]}
                onChange={form.set(name)}
                onBlur={
                  name === entity.key
                    ? () => void form.checkKey()
                    : field.kind === 'json'
                      ? () => form.checkJson(name)
                      : undefined
                }
                error={form.errors[name]}
                isReadOnly={isReadOnly || Boolean(field.readOnly)}
                record={form.base}
              />
            </div>
          );
        })}
      </div>
    </Form>
  );
}
