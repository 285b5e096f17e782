import { describe, expect, it } from 'vitest';
import type { DataColumn } from './columns.ts';
import { cardShape } from './phone-cards.ts';

type Row = Record<string, string>;
const column = (id: string, extra: Partial<DataColumn<Row>> = {}): DataColumn<Row> => ({
  id,
  label: id,
  cell: (row) => row[id] ?? '',
  ...extra,
});

const columns = [
  column('ma_kh', { isKey: true }),
  column('ten_kh', { isRowHeader: true }),
  column('dien_thoai'),
  column('gioi_tinh', { chip: true }),
  column('ma_cap'),
  column('tags'),
  column('ma_nguon'),
  column('__actions'),
];

describe('cardShape', () => {
  it('takes the row header as the title, the key as the code, statuses as chips, three lines after', () => {
    const shape = cardShape(columns);
    expect(shape.title?.id).toBe('ten_kh');
    expect(shape.code?.id).toBe('ma_kh');
    expect(shape.chips.map((c) => c.id)).toEqual(['gioi_tinh']);
    expect(shape.lines.map((c) => c.id)).toEqual(['dien_thoai', 'ma_cap', 'tags']);
  });

  it('keeps the declared lines, in their order, among the shown columns', () => {
    expect(cardShape(columns, ['ma_nguon', 'dien_thoai', 'gone']).lines.map((c) => c.id)).toEqual([
      'ma_nguon',
      'dien_thoai',
    ]);
  });

  it('names a row by its first column when none is the row header', () => {
    const shape = cardShape([column('a'), column('b')]);
    expect(shape.title?.id).toBe('a');
    expect(shape.lines.map((c) => c.id)).toEqual(['b']);
  });
});
