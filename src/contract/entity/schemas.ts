import { z } from 'zod';
import { type Entity, type Fields, SYSTEM_COLUMNS } from './define.ts';
import { type DictionaryField, type LookupField, lookupNameField } from './fields.ts';
import { entityMessages as m, type Translate } from './messages.ts';
import { emptyValue, isEmptyValue, parseValue } from './values.ts';

/**
 * The zod schemas of an entity's writes, derived from its declaration. Messages come out in the
 * caller's language through `t` (the server's translate() or the client's i18n._), each naming the
 * field by its label.
 */
export type WriteMode = 'create' | 'update' | 'patch';

export type EntityRecord = Record<string, unknown> & { id?: string; version?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keys a client may send back unchanged (system columns, lookup names) and that are ignored. */
export function echoedKeys(entity: Entity): Set<string> {
  const keys = new Set<string>(SYSTEM_COLUMNS);
  for (const name of entity.fieldNames) {
    const field = entity.fields[name];
    if (field?.kind === 'lookup' || field?.kind === 'dictionary')
      keys.add(lookupNameField(name, field as LookupField | DictionaryField));
  }
  return keys;
}

export function writeSchema<F extends Fields>(entity: Entity<F>, mode: WriteMode, t: Translate) {
  const ignored = echoedKeys(entity);
  const label = (name: string) => (entity.fields[name] ? t(entity.fields[name].label) : name);
  return z.record(z.string(), z.unknown()).transform((input, ctx) => {
    const out: EntityRecord = {};
    const fail = (path: string, message: Parameters<Translate>[0], values: Record<string, unknown> = {}) =>
      ctx.addIssue({ code: 'custom', path: [path], message: t(message, { field: label(path), ...values }) });

    for (const key of Object.keys(input)) {
      if (!(key in entity.fields) && !ignored.has(key))
        fail(key, m.unknownField, { field: key, entity: t(entity.one) });
    }
    if (mode === 'create' && input.id !== undefined && input.id !== null) {
      if (typeof input.id === 'string' && UUID.test(input.id)) out.id = input.id.toLowerCase();
      else fail('id', m.invalid);
    }
    if (mode !== 'create' && input.version !== undefined) {
      if (Number.isInteger(input.version) && (input.version as number) > 0)
        out.version = input.version as number;
      else fail('version', m.invalid);
    }
    if (mode === 'update' && out.version === undefined && input.version === undefined)
      fail('version', m.version);

    for (const name of entity.fieldNames) {
      const field = entity.fields[name];
      // A flag that slices a shared table is what makes the row this entity's (define.ts `slice`).
      if (entity.slice === name && field?.kind === 'bool') {
        if (mode !== 'patch' || input[name] !== undefined) out[name] = true;
        continue;
      }
      if (!field || field.readOnly) continue;
      const raw = input[name];
      if (mode === 'patch' && raw === undefined) continue;
      const parsed = isEmptyValue(raw) ? { ok: true as const, value: null } : parseValue(field, raw);
      if (!parsed.ok) {
        fail(name, parsed.message, parsed.values);
        continue;
      }
      const value = parsed.value === null ? emptyValue(field) : parsed.value;
      const empty = value === null || (Array.isArray(value) && value.length === 0);
      // A server-numbered code may be left empty on create only: afterwards it names the record.
      const numbered = mode !== 'create' && 'numbered' in field && field.numbered !== undefined;
      if ((field.required || numbered) && empty) fail(name, m.required);
      else out[name] = value;
    }
    for (const rule of entity.rules ?? []) {
      const a = out[rule.field];
      const b = out[rule.other];
      if (isEmptyValue(a) || isEmptyValue(b)) continue;
      if (rule.rule === 'duplicate' && a === b) fail(rule.field, m.duplicate, { other: label(rule.other) });
      if (rule.rule === 'notBefore' && String(a) < String(b))
        fail(rule.field, m.notBefore, { other: label(rule.other) });
    }
    return out;
  });
}
