import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { instantParts } from '../../../contract/domain/datetime.ts';

/**
 * Calendar arithmetic in the business time zone (the shop's clock, whatever the device's): days
 * as 'YYYY-MM-DD', times as minutes after local midnight. A day's offset from UTC is read once at
 * its midnight, which is exact for zones without daylight saving (Asia/Ho_Chi_Minh).
 */

export const SLOT_MINUTES = 15;
export const DAY_MINUTES = 1440;
const MINUTE = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes the zone is ahead of UTC at `instant`, read from Intl. */
function readOffset(instant: number, timeZone: string): number {
  const p = instantParts(instant, timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour) % 24,
    Number(p.minute),
  );
  return Math.round((asUtc - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

const HOUR = 60 * MINUTE;
const offsets = new Map<number, number>();

/**
 * Minutes the business zone is ahead of UTC at `instant`. Laying out a week places thousands of
 * bookings and Intl's formatToParts is slow, so the offset is read once per UTC hour (zones change
 * offset on the hour or half hour; a half-hour change is off for at most that half hour).
 */
function offsetMinutes(instant: number): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 20_000) offsets.clear();
    offset = readOffset(hour * HOUR, BUSINESS_TIME_ZONE);
    offsets.set(hour, offset);
  }
  return offset;
}

/** The instant's wall clock in the business zone, as a Date read through its UTC getters. */
function wallClock(instant: number): Date {
  return new Date(instant + offsetMinutes(instant) * MINUTE);
}

/** The local day of an instant. */
export function dayOf(instant: number): string {
  const local = wallClock(instant);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** Minutes after local midnight of an instant. */
export function minuteOf(instant: number): number {
  const local = wallClock(instant);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** The instant of `minutes` after local midnight of `day` (minutes may pass 1440: the next day). */
export function instantAt(day: string, minutes: number): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  return utcMidnight - offsetMinutes(utcMidnight) * MINUTE + minutes * MINUTE;
}

export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 0 = Monday … 6 = Sunday (Vietnamese weeks start on Monday). */
export function weekdayOf(day: string): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export function weekStart(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** The 6 × 7 days a month view shows: from the Monday on or before the 1st. */
export function monthDays(day: string): string[] {
  const first = weekStart(`${day.slice(0, 8)}01`);
  return Array.from({ length: 42 }, (_, i) => addDays(first, i));
}

export function addMonths(day: string, months: number): string {
  const [y = 0, m = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + months, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-01`;
}

export function snap(minutes: number, step = SLOT_MINUTES): number {
  return Math.round(minutes / step) * step;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** 'HH:mm' of minutes after midnight (24:00 for the end of the day). */
export function clock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 'DD/MM' and 'DD/MM/YYYY' of a day. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
export function longDay(day: string): string {
  return `${shortDay(day)}/${day.slice(0, 4)}`;
}

export interface Span {
  id: string;
  start: number;
  end: number;
}

/**
 * Side-by-side lanes for overlapping bookings of one column: each span gets a lane and the number
 * of lanes of its cluster (bookings linked by overlaps), so they share the column's width.
 */
export function lanes(spans: readonly Span[]): Map<string, { lane: number; of: number }> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out = new Map<string, { lane: number; of: number }>();
  let cluster: { id: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    for (const item of cluster) out.set(item.id, { lane: item.lane, of: laneEnds.length });
    cluster = [];
    laneEnds = [];
  };
  for (const span of sorted) {
    if (span.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.push(span.end) - 1;
    else laneEnds[lane] = span.end;
    cluster.push({ id: span.id, lane });
    clusterEnd = Math.max(clusterEnd === -Infinity ? span.end : clusterEnd, span.end);
  }
  close();
  return out;
}
