import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BUSINESS_TIME_ZONE } from '../../contract/api/system.api.ts';
import { formatDateTime } from '../../contract/domain/datetime.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import { lookupNameField } from '../../contract/entity/fields.ts';
import { EMPTY_DATES } from '../../contract/entity/values.ts';

export const YES = msg`Có`;
export const NO = msg`Không`;

/** Spec §9 display rules: DD/MM/YYYY, DD/MM/YYYY HH:mm:ss, comma thousands, dot decimals. */

/** 'YYYY-MM-DD…' → 'DD/MM/YYYY'; the 'no date' markers (1900-01-01, 0001-01-01) → ''. */
export function formatDay(value: unknown): string {
  if (typeof value !== 'string') return '';
  const day = value.slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || EMPTY_DATES.has(day)) return '';
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** An instant → 'DD/MM/YYYY HH:mm:ss' in the business time zone. */
export function formatInstant(value: unknown): string {
  if (typeof value !== 'string' || value === '' || EMPTY_DATES.has(value.slice(0, 10))) return '';
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? '' : formatDateTime(instant, BUSINESS_TIME_ZONE);
}

/**
 * A number or decimal string with comma thousands and a dot before decimals, done on the text so an
 * amount never passes through a float: '-1234567.5' → '-1,234,567.5'.
 */
export function formatNumber(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatNumber(String(value));
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return '';
  const text = value.trim();
  const negative = text.startsWith('-');
  const [whole = '', fraction] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A count of rows in the footer; an estimate (total_exact false) reads '≈ 1,000,000'. */
export function formatTotal(total: number, exact: boolean): string {
  const text = formatNumber(total);
  return exact ? text : `≈ ${text}`;
}

/**
 * The text of one field of a row as a list cell or a detail line shows it. Lookups show the name
 * the API returns beside the code; enums their label; the rest by kind.
 */
export function formatField(i18n: I18n, name: string, field: FieldDef, row: Record<string, unknown>): string {
  const value = row[name];
  switch (field.kind) {
    case 'date':
      return formatDay(value);
    case 'datetime':
      return formatInstant(value);
    case 'bool':
      return i18n._(value === true ? YES : NO);
    case 'enum': {
      const option = field.options.find(([option]) => String(option) === String(value));
      return option ? i18n._(option[1]) : '';
    }
    case 'lookup':
    case 'dictionary': {
      const label = row[lookupNameField(name, field)];
      return typeof label === 'string' && label !== '' ? label : text(value);
    }
    case 'multiLookup':
    case 'image':
    case 'file':
      return Array.isArray(value) ? value.map(text).join(', ') : text(value);
    case 'json':
      return value === null || value === undefined ? '' : JSON.stringify(value);
    case 'text':
    case 'code':
    case 'phone':
    case 'email':
    case 'url':
    case 'time':
      return text(value);
    default:
      return formatNumber(value);
  }
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
