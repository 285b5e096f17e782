import { describe, expect, it } from 'vitest';
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
