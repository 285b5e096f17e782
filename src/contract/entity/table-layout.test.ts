import { describe, expect, it } from 'vitest';
import { parseTableLayout } from './table-layout.ts';

const layoutOf = (columns: unknown) => JSON.stringify({ columns });

describe('parseTableLayout', () => {
  it('reads a saved layout, a column width being optional', () => {
    const columns = [
      { id: 'ma_dvt', visible: true, width: 120 },
      { id: 'ten_dvt', visible: false },
    ];
    expect(parseTableLayout(layoutOf(columns))).toEqual({ columns });
  });

  it.each([
    ['an empty column id', [{ id: '', visible: true }]],
    ['a column id over 100 characters', [{ id: 'x'.repeat(101), visible: true }]],
    ['a width of zero', [{ id: 'a', visible: true, width: 0 }]],
    ['a fractional width', [{ id: 'a', visible: true, width: 10.5 }]],
    ['a width over 4000', [{ id: 'a', visible: true, width: 4001 }]],
    ['more than 300 columns', Array.from({ length: 301 }, (_, i) => ({ id: `c${i}`, visible: true }))],
  ])('gives no layout for %s', (_, columns) => {
    expect(parseTableLayout(layoutOf(columns))).toBeNull();
  });

  it('takes the limits themselves', () => {
    const columns = [{ id: 'x'.repeat(100), visible: true, width: 4000 }];
    expect(parseTableLayout(layoutOf(columns))?.columns).toHaveLength(1);
    const many = Array.from({ length: 300 }, (_, i) => ({ id: `c${i}`, visible: true }));
    expect(parseTableLayout(layoutOf(many))?.columns).toHaveLength(300);
  });
});
