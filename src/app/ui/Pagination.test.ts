import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination.tsx';

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
});
