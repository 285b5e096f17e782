import { msg } from '@lingui/core/macro';
import { formatDate, formatDateTime } from './datetime.ts';

/**
 * How values read on screen and on print (spec §5, §9): comma thousands and a dot before
 * decimals, DD/MM/YYYY dates (HH:mm for an instant of today), DD/MM/YYYY HH:mm:ss date-times,
 * the 'no date' markers shown empty, genders by name and phones masked. Pure; used by both sides.
 */

/** Dates old systems store for "no date" (spec §9): shown and stored as empty. */
export const EMPTY_DATES: ReadonlySet<string> = new Set(['1900-01-01', '0001-01-01']);

/** Is this value one of the 'no date' markers (a Y-m-d or an instant starting with one)? */
export function isEmptyDate(value: string): boolean {
  return EMPTY_DATES.has(value.trim().slice(0, 10));
}

/**
 * A number or decimal string with comma thousands and a dot before decimals, done on the text so an
 * amount never passes through a float: '-1234567.5' → '-1,234,567.5'. Anything else → ''.
 */
export function formatNumber(value: unknown): string {
  if (typeof value === 'bigint') return formatNumber(value.toString());
  if (typeof value === 'number' && Number.isFinite(value)) return formatNumber(String(value));
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return '';
  const text = value.trim();
  const negative = text.startsWith('-');
  const [whole = '', fraction] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 'YYYY-MM-DD…' → 'DD/MM/YYYY'; the 'no date' markers and anything unreadable → ''. */
export function formatDay(value: unknown): string {
  if (typeof value !== 'string') return '';
  const day = value.slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || EMPTY_DATES.has(day)) return '';
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** The epoch milliseconds of an ISO instant, or null for empty markers and unreadable text. */
function instantOf(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '' || isEmptyDate(value)) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : instant;
}

/** An ISO instant → 'DD/MM/YYYY HH:mm:ss' in `timeZone`; markers and nonsense → ''. */
export function formatInstant(value: unknown, timeZone: string): string {
  const instant = instantOf(value);
  return instant === null ? '' : formatDateTime(instant, timeZone);
}

/**
 * The short form lists use for when something happened (spec §9 "today shows HH:mm"): an instant
 * of today (in `timeZone`, as of `now`) reads 'HH:mm', any other day 'DD/MM/YYYY'.
 */
export function formatWhen(value: unknown, now: number, timeZone: string): string {
  const instant = instantOf(value);
  if (instant === null) return '';
  const day = formatDate(instant, timeZone);
  if (day !== formatDate(now, timeZone)) return day;
  return formatDateTime(instant, timeZone, false).slice(11);
}

/** Spec §9 genders: 1 'Nam', 2 'Nữ' (enum options of the entities that hold one). */
export const GENDER_OPTIONS = [
  [1, msg`Nam`],
  [2, msg`Nữ`],
] as const;

/** The label of a gender code (1, '1', 2, '2'), or null for anything else. */
export function genderLabel(value: unknown) {
  const option = GENDER_OPTIONS.find(([code]) => String(code) === String(value ?? '').trim());
  return option ? option[1] : null;
}

/**
 * Spec §9 phone masking: the first digit and the last four stay visible, every digit between is a
 * '*' ('0912345678' → '0*****5678'). Separators are dropped first; five digits or fewer stay as
 * they are (nothing would be hidden).
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 5) return digits;
  return `${digits[0]}${'*'.repeat(digits.length - 5)}${digits.slice(-4)}`;
}
