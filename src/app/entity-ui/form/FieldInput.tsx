import { useLingui } from '@lingui/react/macro';
import type { Entity } from '../../../contract/entity/define.ts';
import type { FieldDef, NumberField } from '../../../contract/entity/fields.ts';
import { maxLength } from '../../../contract/entity/fields.ts';
import { cleanNumberInput } from '../../../contract/entity/numbers.ts';
import { numberRules } from '../../../contract/entity/values.ts';
import { DatePickerField, TimeInputField } from '../../ui/DateFields.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { EntityRow } from '../entity-api.ts';
import { cleanCode, finishNumber } from './form-values.ts';
import { LookupInput } from './LookupInput.tsx';
import { MultiLookupInput } from './MultiLookupInput.tsx';
import { UploadInput } from './UploadInput.tsx';

export interface FieldInputProps {
  entity: Entity;
  name: string;
  field: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Focus left the input (unique and JSON checks). */
  onBlur?: () => void;
  error?: string | undefined;
  isReadOnly: boolean;
  /** The record being edited: lookups read the names it carries. */
  record: EntityRow | undefined;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

function NumberInput({
  field,
  value,
  onChange,
  ...rest
}: FieldInputProps & { field: NumberField; label: string }) {
  const rules = numberRules(field);
  return (
    <TextField
      label={rest.label}
      name={rest.name}
      inputMode={rules.precision > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={asText(value)}
      onChange={(typed) => onChange(cleanNumberInput(typed, rules))}
      onBlur={() => onChange(finishNumber(field, asText(value)))}
      isReadOnly={rest.isReadOnly}
      markRequired={field.required}
      className="[&_input]:text-right [&_input]:tabular-nums"
    />
  );
}

/** The input a field kind calls for, with the kind's typing rules (spec §5). */
export function FieldInput(props: FieldInputProps) {
  const { i18n } = useLingui();
  const { name, field, value, onChange, isReadOnly } = props;
  const label = i18n._(field.label);
  const hint = field.hint ? i18n._(field.hint) : undefined;
  const required = field.required ?? false;
  const text = { label, name, description: hint, isReadOnly, markRequired: required, autoComplete: 'off' };
  switch (field.kind) {
    case 'text':
      if (field.multiline)
        return (
          <TextAreaField {...text} maxLength={maxLength(field)} value={asText(value)} onChange={onChange} />
        );
      return <TextField {...text} maxLength={maxLength(field)} value={asText(value)} onChange={onChange} />;
    case 'code':
      return (
        <TextField
          {...text}
          maxLength={maxLength(field)}
          value={asText(value)}
          onChange={(typed) => onChange(cleanCode(typed))}
          onBlur={props.onBlur}
          className="[&_input]:uppercase"
        />
      );
    case 'phone':
    case 'email':
    case 'url': {
      const type = field.kind === 'phone' ? 'tel' : field.kind;
      return <TextField {...text} type={type} inputMode={type} value={asText(value)} onChange={onChange} />;
    }
    case 'bool':
      return (
        <Switch
          isSelected={value === true}
          onChange={onChange}
          isReadOnly={isReadOnly}
          name={name}
          className="self-end pb-2"
        >
          {label}
        </Switch>
      );
    case 'date':
    case 'datetime':
      return (
        <DatePickerField
          label={label}
          name={name}
          withTime={field.kind === 'datetime'}
          value={(value as string | null) ?? null}
          onChange={onChange}
          isRequired={required}
          isReadOnly={isReadOnly}
        />
      );
    case 'time':
      return (
        <TimeInputField
          label={label}
          name={name}
          value={asText(value) || null}
          onChange={onChange}
          isReadOnly={isReadOnly}
        />
      );
    case 'enum':
      return (
        <SelectField
          label={label}
          name={name}
          isRequired={required}
          isReadOnly={isReadOnly}
          value={asText(value) || null}
          onChange={(key) => onChange(key === null ? '' : String(key))}
          options={field.options.map(([option, text]) => ({ id: String(option), label: i18n._(text) }))}
        />
      );
    case 'lookup':
    case 'dictionary':
      return <LookupInput {...props} field={field} label={label} />;
    case 'multiLookup':
      return <MultiLookupInput {...props} field={field} label={label} />;
    case 'image':
    case 'file':
      return <UploadInput {...props} field={field} label={label} />;
    case 'json':
      return (
        <TextAreaField
          {...text}
          monospace
          rows={6}
          value={asText(value)}
          onChange={onChange}
          onBlur={props.onBlur}
        />
      );
    default:
      return <NumberInput {...props} field={field} label={label} />;
  }
}
