import { useLingui } from '@lingui/react/macro';
import { moneyInWordsOrEmpty } from '../../../contract/domain/money-words.ts';
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
  const { t } = useLingui();
  const rules = numberRules(field);
  // Amounts are read back in words, as the printed voucher will spell them.
  const words = field.kind === 'money' ? moneyInWordsOrEmpty(asText(value)) : '';
  return (
    <TextField
      label={rest.label}
      name={rest.name}
      description={words ? t`Bằng chữ: ${words}` : undefined}
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

/** Text-like kinds: plain and multi-line text, codes (upper case), phone, e-mail, URL and JSON. */
function TextKindInput(props: FieldInputProps & { label: string; hint: string | undefined }) {
  const { name, field, value, onChange, isReadOnly } = props;
  const text = {
    label: props.label,
    name,
    description: props.hint,
    isReadOnly,
    markRequired: field.required ?? false,
    autoComplete: 'off',
    value: asText(value),
  };
  if (field.kind === 'json')
    return <TextAreaField {...text} monospace rows={6} onChange={onChange} onBlur={props.onBlur} />;
  if (
    field.kind !== 'text' &&
    field.kind !== 'code' &&
    field.kind !== 'phone' &&
    field.kind !== 'email' &&
    field.kind !== 'url'
  )
    return null;
  const max = maxLength(field);
  if (field.kind === 'text' && field.multiline)
    return <TextAreaField {...text} maxLength={max} onChange={onChange} />;
  if (field.kind === 'code')
    return (
      <TextField
        {...text}
        maxLength={max}
        onChange={(typed) => onChange(cleanCode(typed))}
        onBlur={props.onBlur}
        className="[&_input]:uppercase"
      />
    );
  const type = field.kind === 'phone' ? 'tel' : field.kind === 'text' ? 'text' : field.kind;
  return <TextField {...text} maxLength={max} type={type} inputMode={type} onChange={onChange} />;
}

/** Yes/no as a switch; dates with the calendar (d-m-Y); times 24-hour without seconds. */
function DateOrSwitchInput({
  name,
  field,
  value,
  onChange,
  isReadOnly,
  label,
}: FieldInputProps & { label: string }) {
  const required = field.required ?? false;
  if (field.kind === 'bool')
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
  if (field.kind === 'time')
    return (
      <TimeInputField
        label={label}
        name={name}
        value={asText(value) || null}
        onChange={onChange}
        isReadOnly={isReadOnly}
      />
    );
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
}

const NONE = '__none';

/** A choice among the declared options; an optional field can go back to none. */
function EnumInput({ name, field, value, onChange, isReadOnly, label }: FieldInputProps & { label: string }) {
  const { t, i18n } = useLingui();
  if (field.kind !== 'enum') return null;
  const options = field.options.map(([option, text]) => ({ id: String(option), label: i18n._(text) }));
  const none = field.required ? [] : [{ id: NONE, label: t`(Không chọn)` }];
  return (
    <SelectField
      label={label}
      name={name}
      isRequired={field.required ?? false}
      isReadOnly={isReadOnly}
      value={asText(value) || null}
      onChange={(key) => onChange(key === null || key === NONE ? '' : String(key))}
      options={[...none, ...options]}
    />
  );
}

/** The input a field kind calls for, with the kind's typing rules (spec §5). */
export function FieldInput(props: FieldInputProps) {
  const { i18n } = useLingui();
  const { field } = props;
  const label = i18n._(field.label);
  const hint = field.hint ? i18n._(field.hint) : undefined;
  switch (field.kind) {
    case 'bool':
    case 'date':
    case 'datetime':
    case 'time':
      return <DateOrSwitchInput {...props} label={label} />;
    case 'enum':
      return <EnumInput {...props} label={label} />;
    case 'lookup':
    case 'dictionary':
      return <LookupInput {...props} field={field} label={label} hint={hint} />;
    case 'multiLookup':
      return <MultiLookupInput {...props} field={field} label={label} />;
    case 'image':
    case 'file':
      return <UploadInput {...props} field={field} label={label} />;
    case 'text':
    case 'code':
    case 'phone':
    case 'email':
    case 'url':
    case 'json':
      return <TextKindInput {...props} label={label} hint={hint} />;
    default:
      return <NumberInput {...props} field={field} label={label} />;
  }
}
