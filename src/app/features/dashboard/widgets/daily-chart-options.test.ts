import { describe, expect, it } from 'vitest';
import { axisTop, labelledDays, shortDay } from './daily-chart-options.ts';

describe('daily chart axes', () => {
  it('labels days DD/MM', () => {
    expect(shortDay('2026-03-05')).toBe('05/03');
  });

  it('labels every day of a week and about eight days of a longer period, always the first', () => {
    expect(labelledDays(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledDays(30)).toEqual([0, 4, 8, 12, 16, 20, 24, 28]);
    expect(labelledDays(366).length).toBeLessThanOrEqual(8);
    expect(labelledDays(0)).toEqual([]);
  });

  it.each([
    [0, 5],
    [3, 5],
    [7, 10],
    [12, 20],
    [20, 20],
    [430, 500],
    [1_001, 2_000],
  ])('tops the count axis at a round number above the largest count, at least 5: %i → %i', (count, top) => {
    expect(axisTop(count)).toBe(top);
  });
});
