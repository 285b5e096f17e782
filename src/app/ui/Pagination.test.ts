import { describe, expect, it } from 'vitest';
import { pageButtonsFor, pageWindow } from './Pagination.tsx';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(0, 12)).toEqual([0, 1, 2, 3, 4, null, 11]);
    expect(pageWindow(5, 12)).toEqual([0, null, 4, 5, 6, null, 11]);
    expect(pageWindow(11, 12)).toEqual([0, null, 7, 8, 9, 10, 11]);
  });

  it('fits the number of places it is given, odd, never fewer than five', () => {
    expect(pageWindow(0, 20, 5)).toEqual([0, 1, 2, null, 19]);
    expect(pageWindow(10, 20, 5)).toEqual([0, null, 10, null, 19]);
    expect(pageWindow(19, 20, 5)).toEqual([0, null, 17, 18, 19]);
    expect(pageWindow(10, 20, 9)).toEqual([0, null, 8, 9, 10, 11, 12, null, 19]);
    expect(pageWindow(0, 20, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, null, 19]);
    expect(pageWindow(4, 9, 9)).toHaveLength(9);
    expect(pageWindow(10, 20, 8)).toHaveLength(7);
    expect(pageWindow(10, 20, 3)).toHaveLength(5);
  });
});

describe('pageButtonsFor', () => {
  it('follows the breakpoints of spec §9', () => {
    expect(pageButtonsFor(390)).toBe(5);
    expect(pageButtonsFor(439)).toBe(5);
    expect(pageButtonsFor(440)).toBe(7);
    expect(pageButtonsFor(575)).toBe(7);
    expect(pageButtonsFor(576)).toBe(9);
    expect(pageButtonsFor(1440)).toBe(9);
  });
});
