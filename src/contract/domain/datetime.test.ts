import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, splitDuration } from './datetime.ts';

const VN = 'Asia/Ho_Chi_Minh';

describe('datetime formatting', () => {
  it('shows the business day in Vietnam, not UTC', () => {
    // 2026-11-21 18:30 UTC is already 22 November 01:30 in Hồ Chí Minh City.
    const instant = Date.UTC(2026, 10, 21, 18, 30, 5);
    expect(formatDate(instant, VN)).toBe('22/11/2026');
    expect(formatDateTime(instant, VN)).toBe('22/11/2026 01:30:05');
    expect(formatDateTime(instant, VN, false)).toBe('22/11/2026 01:30');
  });

  it('uses a 24-hour clock', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 10, 0, 0), VN)).toBe('01/01/2026 17:00:00');
  });

  it('keeps each time zone apart when formatting in turn (formatters are kept per zone)', () => {
    const instant = Date.UTC(2026, 10, 21, 18, 30, 5);
    expect(formatDateTime(instant, VN)).toBe('22/11/2026 01:30:05');
    expect(formatDateTime(instant, 'UTC')).toBe('21/11/2026 18:30:05');
    expect(formatDateTime(instant, 'Asia/Tokyo')).toBe('22/11/2026 03:30:05');
    expect(formatDateTime(instant, VN)).toBe('22/11/2026 01:30:05');
  });

  it('splits durations into days, hours and minutes', () => {
    expect(splitDuration(90_061)).toEqual({ days: 1, hours: 1, minutes: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
