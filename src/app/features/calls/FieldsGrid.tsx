import type { Entity } from '../../../contract/entity/define.ts';
import type { FieldDef } from '../../../contract/entity/fields.ts';
import type { EntityRow } from '../../entity-ui/entity-api.ts';
import { FieldInput } from '../../entity-ui/form/FieldInput.tsx';

/** Some fields of an entity as the engine's inputs, two columns from a tablet up. */
export function FieldsGrid({
  entity,
  names,
  values,
  errors,
  onChange,
}: {
  entity: Entity;
  names: readonly string[];
  values: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (name: string, value: unknown) => void;
}) {
  const record = { id: '', version: 0, ...values } as EntityRow;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {names.map((name) => {
        const field = entity.fields[name] as FieldDef;
        return (
          <div key={name} className={field.wide ? 'sm:col-span-2' : ''}>
            <FieldInput
              entity={entity}
              name={name}
              field={field}
              value={values[name] ?? null}
              onChange={(value) => onChange(name, value)}
              error={errors[name]}
              isReadOnly={false}
              record={record}
            />
          </div>
        );
      })}
    </div>
  );
}
