import type { MessageDescriptor } from '@lingui/core';
import { EMPTY_DATES } from '../domain/format.ts';
import type { FieldDef, FieldKind, NumberField, TextField } from './fields.ts';
import { isSmallInteger, maxLength } from './fields.ts';
import { entityMessages as m } from './messages.ts';
import { type NumberProblem, parseDecimal } from './numbers.ts';

/**
 * One field's submitted value → its stored form, or the message saying what is wrong. Empty
 * input ('' / null / undefined, and the 1900-01-01 / 0001-01-01 'no date' markers) is `null`;
 * whether null is allowed is decided by the caller (required).
 */
export type Parsed =
  | { ok: true; value: unknown }
  | { ok: false; message: MessageDescriptor; values?: Record<string, unknown> };

const ok = (value: unknown): Parsed => ({ ok: true, value });
const bad = (message: MessageDescriptor, values?: Record<string, unknown>): Parsed => ({
  ok: false,
  message,
  values,
});

export { EMPTY_DATES };

const INT_RANGE: Partial<Record<FieldKind, [number, number]>> = {
  int2: [-32768, 32767],
  ud_smallint: [-32768, 32767],
  int4: [-2147483648, 2147483647],
  ud_int: [-2147483648, 2147483647],
};

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function parseText(field: TextField, raw: unknown): Parsed {
  if (typeof raw !== 'string' && typeof raw !== 'number') return bad(m.text);
  let text = String(raw).trim();
  if (field.kind === 'code') {
    if (!/^[\p{L}\p{N}]+$/u.test(text)) return bad(m.code);
    text = text.toUpperCase();
  }
  if (field.kind === 'phone') {
    text = text.replace(/\D/g, '');
    if (text.length < 10 || text.length > 15) return bad(m.invalid);
  }
  if (field.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return bad(m.invalid);
  if (field.kind === 'url' && !/^https?:\/\/[^\s]+$/i.test(text)) return bad(m.invalid);
  const max = maxLength(field);
  if (text.length > max) return bad(m.tooLong, { max });
  return ok(text);
}

const NUMBER_MESSAGES: Record<NumberProblem, MessageDescriptor> = {
  format: m.number,
  tooLong: m.tooLong,
  tooManyDigits: m.tooManyDigits,
  precision: m.precision,
  min: m.min,
  max: m.max,
};

/**
 * The number rules a numeric field is held to (spec §5): whole-number kinds take no decimals,
 * `money` none unless declared, other decimals 4 by default; the integer kinds' own range unless
 * the declaration narrows it. The numeric input and the server use the same rules.
 */
export function numberRules(field: NumberField): { precision: number; min?: number; max?: number } {
  const whole = isSmallInteger(field.kind) || ['int8', 'ud_bigint'].includes(field.kind);
  const precision = whole ? 0 : (field.precision ?? (field.kind === 'money' ? 0 : 4));
  const range = INT_RANGE[field.kind];
  const min = field.min ?? range?.[0];
  const max = field.max ?? range?.[1];
  return { precision, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function parseNumber(field: NumberField, raw: unknown): Parsed {
  const { precision, min, max } = numberRules(field);
  const result = parseDecimal(raw, { precision, min, max });
  if (!result.ok) {
    const message =
      result.problem === 'precision' && precision === 0 ? m.integer : NUMBER_MESSAGES[result.problem];
    return bad(message, { max: result.problem === 'tooLong' ? 20 : max, min, precision });
  }
  const asNumber = isSmallInteger(field.kind) || field.kind === 'ud_float';
  return ok(asNumber ? Number(result.value) : result.value);
}

function parseDate(raw: unknown): Parsed {
  if (typeof raw !== 'string') return bad(m.date);
  const text = raw.trim().slice(0, 10);
  if (EMPTY_DATES.has(text)) return ok(null);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match || raw.trim().length !== 10) return bad(m.date);
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real && y >= 1000 ? ok(text) : bad(m.date);
}

function parseDateTime(raw: unknown): Parsed {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(raw.trim()))
    return bad(m.datetime);
  if (EMPTY_DATES.has(raw.trim().slice(0, 10))) return ok(null);
  const instant = Date.parse(raw.trim());
  return Number.isNaN(instant) ? bad(m.datetime) : ok(new Date(instant).toISOString());
}

function parseList(raw: unknown, max: number | undefined): Parsed {
  const list = typeof raw === 'string' ? raw.split(',') : raw;
  if (!Array.isArray(list)) return bad(m.list);
  const items = [...new Set(list.map((item) => (typeof item === 'string' ? item.trim() : item)))].filter(
    (item) => item !== '',
  );
  if (items.some((item) => typeof item !== 'string' || item.length > 255)) return bad(m.invalid);
  if (max !== undefined && items.length > max) return bad(m.maxCount, { max });
  return ok(items);
}

/** NUL cannot be stored in PostgreSQL text or jsonb: a value holding one is refused, whatever its kind. */
function holdsNul(raw: unknown): boolean {
  if (typeof raw === 'string') return raw.includes('\u0000');
  return typeof raw === 'object' && raw !== null && JSON.stringify(raw).includes('\\u0000');
}

/** Parses one non-empty value by its field kind. */
export function parseValue(field: FieldDef, raw: unknown): Parsed {
  if (holdsNul(raw)) return bad(m.invalid);
  switch (field.kind) {
    case 'text':
    case 'code':
    case 'phone':
    case 'email':
    case 'url':
      return parseText(field, raw);
    case 'money':
      return parseNumber(field, raw);
    case 'bool':
      if (typeof raw === 'boolean') return ok(raw);
      if (raw === 1 || raw === '1' || raw === 't' || raw === 'true') return ok(true);
      if (raw === 0 || raw === '0' || raw === 'f' || raw === 'false') return ok(false);
      return bad(m.bool);
    case 'date':
      return parseDate(raw);
    case 'datetime':
      return parseDateTime(raw);
    case 'time':
      return typeof raw === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(raw.trim())
        ? ok(raw.trim())
        : bad(m.time);
    case 'enum': {
      const option = field.options.find(([value]) => String(value) === String(raw).trim());
      return option ? ok(option[0]) : bad(m.option);
    }
    case 'dictionary':
    case 'lookup':
      return typeof raw === 'string' && raw.trim().length <= 64 ? ok(raw.trim()) : bad(m.invalid);
    case 'multiLookup':
      return parseList(raw, field.maxCount);
    case 'image':
    case 'file':
      if (field.multiple) return parseList(raw, field.maxCount);
      return typeof raw === 'string' && raw.length <= 1024 ? ok(raw.trim()) : bad(m.invalid);
    case 'json':
      return ok(raw);
    default:
      return parseNumber(field, raw);
  }
}

/** The value a field holds when nothing was given (bool false, lists empty, else null). */
export function emptyValue(field: FieldDef): unknown {
  if (field.default !== undefined) return field.default;
  if (field.kind === 'bool') return false;
  if (field.kind === 'multiLookup' || ((field.kind === 'image' || field.kind === 'file') && field.multiple))
    return [];
  return null;
}
