import type { I18n } from '@lingui/core';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { formatDateTime } from '../../../contract/domain/datetime.ts';
import { fold } from '../../../contract/domain/text.ts';
import { type FieldDef, NUMERIC_KINDS } from '../../../contract/entity/fields.ts';
import { NO, YES } from '../format.ts';

/**
 * One value between a record and an Excel cell, both ways. Excel keeps dates as day numbers with
 * no time zone, so a date cell holds the day the user sees and a date-time cell the wall time in
 * the business time zone; both come back from read-excel-file as Date objects of that wall time
 * in UTC. Numbers are real Excel numbers out; in, they are read as the cell's text, so an amount
 * never passes through a float on its way to the API.
 */

const NUMERIC = new Set<string>([...NUMERIC_KINDS, 'money']);

export type CellValue = string | number | boolean | Date | null;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' → that day at 00:00 UTC (how Excel's day numbers read), or null. */
export function dayToDate(value: unknown): Date | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() <= 1900 ? null : date;
}

/** An ISO instant → its wall time in the business time zone, as a UTC Date (what Excel shows). */
export function instantToWallDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(
    formatDateTime(instant, BUSINESS_TIME_ZONE),
  );
  if (!match) return null;
  const [, d, mo, y, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s));
}

/** A wall-time Date of the business time zone → the ISO instant it names. */
export function wallDateToInstant(date: Date): string {
  const guess = Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
  // The zone's offset at that moment: what the guess reads as there, minus the guess.
  const shown = instantToWallDate(new Date(guess).toISOString());
  const offset = shown ? shown.getTime() - guess : 0;
  return new Date(guess - offset).toISOString();
}

const dayOf = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** 'd/m/yyyy' or 'd-m-yyyy' typed as text → 'yyyy-mm-dd'; anything else unchanged. */
function typedDay(text: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return match ? `${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}` : text;
}

function boolOf(i18n: I18n, text: string): boolean | string {
  const folded = fold(text);
  if ([fold(i18n._(YES)), 'x', 'true', '1', 'co', 'yes'].includes(folded)) return true;
  if ([fold(i18n._(NO)), 'false', '0', 'khong', 'no'].includes(folded)) return false;
  return text;
}

/**
 * A sheet cell → the value the import API takes for the field (undefined for an empty cell).
 * Labels as the list shows them (enum options, Có/Không) turn back into their values; anything
 * not understood is sent as it is, so the server names the problem.
 */
export function cellToValue(i18n: I18n, field: FieldDef, cell: CellValue | undefined): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (cell instanceof Date) {
    if (field.kind === 'datetime') return wallDateToInstant(cell);
    if (field.kind === 'time') return `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
    return dayOf(cell);
  }
  const text = String(cell).trim();
  if (text === '') return undefined;
  switch (field.kind) {
    case 'bool':
      return typeof cell === 'boolean' ? cell : boolOf(i18n, text);
    case 'enum': {
      const option = field.options.find(
        ([value, label]) => String(value) === text || fold(i18n._(label)) === fold(text),
      );
      return option ? option[0] : text;
    }
    case 'date':
      return typedDay(text);
    case 'multiLookup':
      return text.split(',').map((part) => part.trim());
    case 'image':
    case 'file':
      return field.multiple ? text.split(',').map((part) => part.trim()) : text;
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    default:
      // Numbers stay text ('1250000.5'): the API reads decimals from strings exactly.
      return NUMERIC.has(field.kind) ? text.replace(/,/g, '') : text;
  }
}

export function isNumericKind(field: FieldDef): boolean {
  return NUMERIC.has(field.kind);
}
