import { describe, expect, it } from 'vitest';
import { fillBranch, stripNulls, toSearch } from './request-params.ts';

describe('query rules (spec §7)', () => {
  it('drops empty and null values, trims strings and joins arrays with commas', () => {
    expect(
      toSearch({
        searchKey: '  Lan  ',
        empty: '',
        blank: '   ',
        none: null,
        missing: undefined,
        branchs: ['CN01', ' CN02 ', '', null],
        nothing: [],
        pageIndex: 0,
        active: false,
      }),
    ).toBe('?searchKey=Lan&branchs=CN01%2CCN02&pageIndex=0&active=false');
  });

  it('gives nothing when nothing remains', () => {
    expect(toSearch({ a: null, b: '' })).toBe('');
    expect(toSearch(undefined)).toBe('');
  });
});

describe('body rules (spec §7)', () => {
  it('strips null values at any depth and keeps array positions', () => {
    expect(stripNulls({ a: 1, b: null, c: { d: null, e: 'x' }, f: [null, { g: null, h: 0 }] })).toEqual({
      a: 1,
      c: { e: 'x' },
      f: [null, { h: 0 }],
    });
  });

  it('fills ma_dvcs from the selected branch only when the body has none', () => {
    expect(fillBranch({ ten_kh: 'Lan' }, 'CN01')).toEqual({ ten_kh: 'Lan', ma_dvcs: 'CN01' });
    expect(fillBranch({ ma_dvcs: '' }, 'CN01')).toEqual({ ma_dvcs: 'CN01' });
    expect(fillBranch({ ma_dvcs: 'CN02' }, 'CN01')).toEqual({ ma_dvcs: 'CN02' });
    expect(fillBranch({ ten_kh: 'Lan' }, null)).toEqual({ ten_kh: 'Lan' });
    expect(fillBranch([1, 2], 'CN01')).toEqual([1, 2]);
  });
});
