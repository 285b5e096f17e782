import type { MessageDescriptor } from '@lingui/core';

/**
 * The field kinds of the entity language (DESIGN.md §5, spec §5). Each kind fixes how a value is
 * validated (schemas.ts), stored (server/db/entity-table.ts) and edited (app/entity-ui).
 */
export const NUMERIC_KINDS = [
  'int2',
  'int4',
  'int8',
  'numeric',
  'ud_smallint',
  'ud_int',
  'ud_bigint',
  'ud_float',
  'ud_decimal',
] as const;

export type NumericKind = (typeof NUMERIC_KINDS)[number];

export type FieldKind =
  | 'text'
  | 'code'
  | NumericKind
  | 'money'
  | 'bool'
  | 'date'
  | 'datetime'
  | 'time'
  | 'enum'
  | 'dictionary'
  | 'lookup'
  | 'multiLookup'
  | 'phone'
  | 'email'
  | 'url'
  | 'image'
  | 'file'
  | 'json';

interface FieldCommon {
  readonly label: MessageDescriptor;
  /** Must be filled on create (and stay filled). */
  readonly required?: boolean;
  /** Filled by the server (numbering, totals): shown, never accepted from the client. */
  readonly readOnly?: boolean;
  /** Value used when a create leaves the field out. */
  readonly default?: unknown;
  /** Help text under the input. */
  readonly hint?: MessageDescriptor;
  /** Takes the full width of the form grid (long texts, notes, JSON). */
  readonly wide?: boolean;
}

export interface TextField extends FieldCommon {
  readonly kind: 'text' | 'code' | 'email' | 'url' | 'phone';
  /** Maximum length in characters (default 255; 'code' 32). */
  readonly max?: number;
  /** Multi-line input. */
  readonly multiline?: boolean;
  /**
   * A credential (SIP password, access key): write-only. The API never returns its value (only
   * whether one is set), an update that leaves it empty keeps the stored one, and it is never a
   * list column, search field or filter (checked by the registry test).
   */
  readonly secret?: boolean;
  /**
   * Numbered by the server (customer code KH000123): a create that leaves it empty gets the next
   * number of the prefix; a typed value is kept and must be unique like any key.
   */
  readonly numbered?: { readonly prefix: string; readonly digits: number };
}

export interface NumberField extends FieldCommon {
  readonly kind: NumericKind | 'money';
  /** Digits after the dot; none means whole numbers only (no dot accepted). */
  readonly precision?: number;
  readonly min?: number;
  readonly max?: number;
}

export interface BoolField extends FieldCommon {
  readonly kind: 'bool';
}

export interface DateField extends FieldCommon {
  readonly kind: 'date' | 'datetime' | 'time';
  /** A new record's form starts on today's business date (a complaint is mostly about today). */
  readonly today?: boolean;
}

export type EnumValue = string | number;

export interface EnumField extends FieldCommon {
  readonly kind: 'enum';
  readonly options: readonly (readonly [value: EnumValue, label: MessageDescriptor])[];
}

export interface DictionaryField extends FieldCommon {
  readonly kind: 'dictionary';
  /** The dictionary group (`loai`) whose entries (`ma_tudien`/`ten_tudien`) may be chosen. */
  readonly group: string;
}

export interface LookupField extends FieldCommon {
  readonly kind: 'lookup' | 'multiLookup';
  /** Registry name of the target entity ('stock.units'); the stored value is its key field. */
  readonly entity: string;
  /** Response field carrying the target's display name ('ma_dvt' → 'ten_dvt' by default). */
  readonly nameAs?: string;
  /** multiLookup: most values that may be chosen. */
  readonly maxCount?: number;
}

export interface UploadField extends FieldCommon {
  readonly kind: 'image' | 'file';
  /** Several files (a list of stored paths) instead of one. */
  readonly multiple?: boolean;
  /** multiple: most files the field holds. */
  readonly maxCount?: number;
}

export interface JsonField extends FieldCommon {
  readonly kind: 'json';
}

export type FieldDef =
  | TextField
  | NumberField
  | BoolField
  | DateField
  | EnumField
  | DictionaryField
  | LookupField
  | UploadField
  | JsonField;

type Options<F> = Omit<F, 'kind' | 'label'>;

/** The builder of a field kind that takes a label and options only. */
const kindOf =
  <F extends FieldDef>(kind: F['kind']) =>
  (label: MessageDescriptor, o?: Options<F>): F =>
    ({ kind, label, ...o }) as F;

/** The builder of a lookup kind: a label, the target entity's registry name, options. */
const lookupOf =
  (kind: LookupField['kind']) =>
  (label: MessageDescriptor, entity: string, o: Options<Omit<LookupField, 'entity'>> = {}): LookupField => ({
    kind,
    label,
    entity,
    ...o,
  });

/** Builders for the field kinds: `f.code(msg\`Mã kho\`, { required: true })`. */
export const f = {
  text: kindOf<TextField>('text'),
  /** Letters and digits only, converted to uppercase. */
  code: kindOf<TextField>('code'),
  /** 10 to 15 digits once everything else is removed; stored as digits. */
  phone: kindOf<TextField>('phone'),
  email: kindOf<TextField>('email'),
  url: kindOf<TextField>('url'),
  number: (kind: NumericKind, label: MessageDescriptor, o: Options<NumberField> = {}): NumberField => ({
    kind,
    label,
    ...o,
  }),
  /** Amounts: decimal strings on the wire, numeric in the database, never a JS float in sums. */
  money: kindOf<NumberField>('money'),
  bool: kindOf<BoolField>('bool'),
  /** Stored Y-m-d, shown d-m-Y; 1900-01-01 and 0001-01-01 count as empty. */
  date: kindOf<DateField>('date'),
  datetime: kindOf<DateField>('datetime'),
  /** 24-hour HH:mm, no seconds. */
  time: kindOf<DateField>('time'),
  enum: (
    label: MessageDescriptor,
    options: EnumField['options'],
    o: Options<Omit<EnumField, 'options'>> = {},
  ) => ({ kind: 'enum', label, options, ...o }) satisfies EnumField as EnumField,
  dictionary: (label: MessageDescriptor, group: string, o: Options<Omit<DictionaryField, 'group'>> = {}) =>
    ({ kind: 'dictionary', label, group, ...o }) satisfies DictionaryField as DictionaryField,
  lookup: lookupOf('lookup'),
  multiLookup: lookupOf('multiLookup'),
  image: kindOf<UploadField>('image'),
  file: kindOf<UploadField>('file'),
  json: kindOf<JsonField>('json'),
};

/** Default maximum length of text kinds. */
export function maxLength(field: TextField): number {
  return field.max ?? (field.kind === 'code' ? 32 : field.kind === 'url' ? 2048 : 255);
}

/** Whole-number kinds carried as JSON numbers; the others travel as decimal strings. */
export function isSmallInteger(kind: FieldKind): boolean {
  return kind === 'int2' || kind === 'int4' || kind === 'ud_smallint' || kind === 'ud_int';
}

/** The response field that carries a lookup's display name ('ma_dvt' → 'ten_dvt'). */
export function lookupNameField(name: string, field: LookupField | DictionaryField): string {
  if (field.kind !== 'dictionary' && field.nameAs) return field.nameAs;
  return name.startsWith('ma_') ? `ten_${name.slice(3)}` : `${name}_ten`;
}
