import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BUSINESS_TIME_ZONE } from '../../contract/api/system.api.ts';
import { formatDay, formatInstant as formatInstantIn, formatNumber } from '../../contract/domain/format.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import { lookupNameField } from '../../contract/entity/fields.ts';

export const YES = msg`Có`;
export const NO = msg`Không`;

/**
 * Spec §9 display rules live in contract/domain/format.ts (shared with the server and print); this
 * module binds them to the business time zone and to entity fields.
 */
export { formatDay, formatNumber };

/** An instant → 'DD/MM/YYYY HH:mm:ss' in the business time zone. */
export function formatInstant(value: unknown): string {
  return formatInstantIn(value, BUSINESS_TIME_ZONE);
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
