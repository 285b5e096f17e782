import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { instantParts } from '../../../contract/domain/datetime.ts';
import {
  addDays,
  addMonths,
  dayOf,
  instantAt,
  lanes,
  minuteOf,
  monthDays,
  weekStart,
} from './calendar-time.ts';

describe('calendar time (Asia/Ho_Chi_Minh)', () => {
  it('reads local days and minutes whatever the device zone', () => {
    const instant = Date.parse('2026-03-04T18:30:00Z');
    expect(dayOf(instant)).toBe('2026-03-05');
    expect(minuteOf(instant)).toBe(90);
    expect(new Date(instantAt('2026-03-05', 90)).toISOString()).toBe('2026-03-04T18:30:00.000Z');
  });
  it('agrees with Intl on every instant while reading the offset once an hour', () => {
    const from = Date.parse('1975-06-13T00:00:00Z'); // the zone's last offset change
    for (let instant = from - 86_400_000; instant < from + 86_400_000; instant += 7 * 60_000 + 13_000) {
      const p = instantParts(instant, BUSINESS_TIME_ZONE);
      expect(dayOf(instant), new Date(instant).toISOString()).toBe(`${p.year}-${p.month}-${p.day}`);
      expect(minuteOf(instant)).toBe((Number(p.hour) % 24) * 60 + Number(p.minute));
    }
  });
  it('counts weeks from Monday and months in 6 rows', () => {
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    const days = monthDays('2026-03-15');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-02-23');
  });
});

describe('lanes', () => {
  it('puts overlapping bookings side by side and separate clusters full width', () => {
    const out = lanes([
      { id: 'a', start: 0, end: 60 },
      { id: 'b', start: 30, end: 90 },
      { id: 'c', start: 60, end: 120 },
      { id: 'd', start: 200, end: 260 },
    ]);
    expect(out.get('a')).toEqual({ lane: 0, of: 2 });
    expect(out.get('b')).toEqual({ lane: 1, of: 2 });
    expect(out.get('c')).toEqual({ lane: 0, of: 2 });
    expect(out.get('d')).toEqual({ lane: 0, of: 1 });
  });
});
