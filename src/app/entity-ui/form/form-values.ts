import { msg } from '@lingui/core/macro';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { todayIn } from '../../../contract/domain/period.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import type { FieldDef, NumberField } from '../../../contract/entity/fields.ts';
import type { Translate } from '../../../contract/entity/messages.ts';
import { clampDecimal, cleanNumberInput } from '../../../contract/entity/numbers.ts';
import { type WriteMode, writeSchema } from '../../../contract/entity/schemas.ts';
import { numberRules } from '../../../contract/entity/values.ts';
import type { EntityRow } from '../entity-api.ts';

/** What the inputs hold: text for text-like kinds, booleans, lists, JSON as text. */
export type FormValues = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

export const JSON_INVALID = msg`{field} không phải JSON hợp lệ`;

const isList = (field: FieldDef) =>
  field.kind === 'multiLookup' ||
  ((field.kind === 'image' || field.kind === 'file') && field.multiple === true);

/** A stored value as its input shows it. */
export function inputValue(field: FieldDef, raw: unknown): unknown {
  if (field.kind === 'bool') return raw === true || raw === 1 || raw === 't';
  if (isList(field)) return Array.isArray(raw) ? raw.map(String) : [];
  if (raw === null || raw === undefined)
    return field.kind === 'date' || field.kind === 'datetime' ? null : '';
  if (field.kind === 'json') return typeof raw === 'string' ? raw : JSON.stringify(raw, null, 2);
  return String(raw);
}

/** What a new record's field starts with: the declared default, or today for `today` dates. */
function startValue(field: FieldDef): unknown {
  if (field.kind === 'date' && field.today) return todayIn(Date.now(), BUSINESS_TIME_ZONE);
  return field.default;
}

/**
 * The form of a record (edit) or of a new one (create) starting from `preset` (what the list it
 * is opened from is filtered to), else the declared defaults.
 */
export function formFromRecord(
  entity: Entity,
  record: EntityRow | undefined,
  preset: Readonly<Record<string, unknown>> = {},
): FormValues {
  const values: FormValues = {};
  for (const name of entity.fieldNames) {
    const field = entity.fields[name];
    if (field) values[name] = inputValue(field, record ? record[name] : (preset[name] ?? startValue(field)));
  }
  return values;
}

/** Code inputs: letters and digits only, upper case (spec §5). */
export function cleanCode(typed: string): string {
  return typed.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
}

/** A number input losing focus: a half-typed value is finished, then clamped into min/max. */
export function finishNumber(field: NumberField, text: string): string {
  const rules = numberRules(field);
  const cleaned = cleanNumberInput(text, rules).replace(/\.$/, '');
  if (cleaned === '' || cleaned === '-') return '';
  return clampDecimal(cleaned.replace(/^(-?)0+(?=\d)/, '$1'), rules);
}

/** One input's value as the API takes it; JSON that does not read is reported. */
function payloadValue(field: FieldDef, value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (field.kind === 'json') {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return { ok: true, value: null };
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false };
    }
  }
  if (field.kind === 'enum') {
    const option = field.options.find(([option]) => String(option) === String(value));
    return { ok: true, value: option ? option[0] : value === '' ? null : value };
  }
  if (value === '' || value === undefined) return { ok: true, value: null };
  return { ok: true, value };
}

/**
 * The body to send and every problem found before sending: JSON that does not read, then the same
 * write schema the server applies (writeSchema with the client's translate), so the messages match.
 */
export function checkForm(
  entity: Entity,
  mode: WriteMode,
  values: FormValues,
  t: Translate,
): { body: Record<string, unknown>; errors: FieldErrors } {
  const body: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const name of entity.fieldNames) {
    const field = entity.fields[name];
    if (!field || field.readOnly) continue;
    const result = payloadValue(field, values[name]);
    if (result.ok) body[name] = result.value;
    else errors[name] = t(JSON_INVALID, { field: t(field.label) });
  }
  const parsed = writeSchema(entity, mode === 'update' ? 'patch' : mode, t).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name && !errors[name]) errors[name] = issue.message;
    }
  }
  return { body, errors };
}

/** The field a server error names ('ma_dvt', 'tags.2' → 'tags'), when the form has it. */
export function fieldOfPath(entity: Entity, path: string): string | null {
  const head = path.split('.')[0] ?? '';
  return head in entity.fields ? head : null;
}
