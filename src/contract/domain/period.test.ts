import { describe, expect, it } from 'vitest';
import { addDays, eachDay, rangeProblem, resolvePeriod, todayIn } from './period.ts';

describe('dashboard period', () => {
  it('counts presets back from today, today included', () => {
    expect(resolvePeriod('today', '2026-03-05')).toEqual({ fromDate: '2026-03-05', toDate: '2026-03-05' });
    expect(resolvePeriod('7d', '2026-03-05')).toEqual({ fromDate: '2026-02-27', toDate: '2026-03-05' });
    expect(resolvePeriod('30d', '2026-03-05')).toEqual({ fromDate: '2026-02-04', toDate: '2026-03-05' });
    expect(resolvePeriod('month', '2026-03-05')).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-05' });
    expect(resolvePeriod('custom', '2026-03-05', { fromDate: '2026-01-01', toDate: '2026-01-31' })).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
    });
  });

  it('reads today in the business time zone, not UTC', () => {
    // 2026-03-04 18:30 UTC is already 5 March in Hà Nội (UTC+7).
    expect(todayIn(Date.parse('2026-03-04T18:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-03-05');
    expect(todayIn(Date.parse('2026-03-04T16:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-03-04');
  });

  it('lists every day of a range across a month end', () => {
    expect(eachDay({ fromDate: '2026-02-27', toDate: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('refuses a range that ends before it starts or spans more than a year', () => {
    expect(rangeProblem({ fromDate: '2026-03-05', toDate: '2026-03-04' })).toBe('order');
    expect(rangeProblem({ fromDate: '2025-01-01', toDate: '2026-01-02' })).toBe('too-long');
    expect(rangeProblem({ fromDate: '2025-01-01', toDate: '2026-01-01' })).toBeNull();
  });
});
