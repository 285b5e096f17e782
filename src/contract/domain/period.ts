import { instantParts } from './datetime.ts';

/**
 * The period a dashboard shows (spec §2 Dashboard): a preset counted back from today in the
 * business time zone, or a custom from/to. Dates are Y-m-d strings; pure, so the client (which
 * puts the period in the address) and the server (which checks the range) agree.
 */

export const PERIOD_PRESETS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A dashboard query reads at most this many days, so a widget's aggregate stays bounded. */
export const MAX_PERIOD_DAYS = 366;

export interface DateRange {
  fromDate: string;
  toDate: string;
}

const DAY_MS = 86_400_000;

function toUtcMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function toDateString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Adds (or with a negative count, subtracts) whole days to a Y-m-d date. */
export function addDays(date: string, days: number): string {
  return toDateString(toUtcMs(date) + days * DAY_MS);
}

/** Days from `fromDate` to `toDate`, both counted (1 for a single day). */
export function daysInRange({ fromDate, toDate }: DateRange): number {
  return Math.round((toUtcMs(toDate) - toUtcMs(fromDate)) / DAY_MS) + 1;
}

/** Every day of the range in order, for a chart that shows days without activity as zero. */
export function eachDay(range: DateRange): string[] {
  const count = Math.max(0, Math.min(daysInRange(range), MAX_PERIOD_DAYS));
  return Array.from({ length: count }, (_, i) => addDays(range.fromDate, i));
}

/** Today's date (Y-m-d) in `timeZone` at the instant `now`. */
export function todayIn(now: number, timeZone: string): string {
  const p = instantParts(now, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The dates a preset covers on `today`; 'custom' takes the given dates (today when missing). */
export function resolvePeriod(
  preset: PeriodPreset,
  today: string,
  custom: Partial<DateRange> = {},
): DateRange {
  switch (preset) {
    case 'today':
      return { fromDate: today, toDate: today };
    case '7d':
      return { fromDate: addDays(today, -6), toDate: today };
    case '30d':
      return { fromDate: addDays(today, -29), toDate: today };
    case 'month':
      return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
    case 'custom':
      return { fromDate: custom.fromDate ?? today, toDate: custom.toDate ?? today };
  }
}

export type RangeProblem = 'order' | 'too-long' | null;

/** Why a from/to pair cannot be shown: to before from, or longer than MAX_PERIOD_DAYS. */
export function rangeProblem(range: DateRange): RangeProblem {
  const days = daysInRange(range);
  if (days < 1) return 'order';
  if (days > MAX_PERIOD_DAYS) return 'too-long';
  return null;
}
