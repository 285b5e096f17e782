import { Form } from 'react-aria-components';
import type { Entity } from '../../../contract/entity/define.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ConflictNotice } from '../../ui/ConflictNotice.tsx';
import { FieldInput } from './FieldInput.tsx';
import type { EntityFormState } from './use-entity-form.ts';

/** A short form (a handful of fields) in a narrow panel, one field per line. */
export function isCompact(entity: Entity): boolean {
  return entity.fieldNames.length <= 6;
}

/**
 * Every field of the declaration in a two-column grid (wide fields across both; one column with the
 * labels above on a phone, where inputs are 44 px high and open the keyboard of their kind), checked in the
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
      <div className={`grid gap-4 ${isCompact(entity) ? '' : 'md:grid-cols-2'}`}>
        {entity.fieldNames.map((name) => {
          const field = entity.fields[name];
          if (!field || (field.readOnly && form.mode === 'create')) return null;
          const wide = field.wide || field.kind === 'json' || (field.kind === 'text' && field.multiline);
          return (
            <div key={name} className={wide ? 'md:col-span-2' : ''}>
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
