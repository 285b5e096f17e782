import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { f } from '../../../contract/entity/fields.ts';
import { testEntity } from '../../test/test-entity.ts';
import type { EntityRow } from '../entity-api.ts';
import { cellToValue, instantToWallDate, wallDateToInstant } from './cells.ts';
import {
  autoMapping,
  exportCell,
  exportFileName,
  filledRows,
  importableFields,
  rowsToItems,
} from './sheet.ts';

const i18n = setupI18n({ locale: 'vi', messages: { vi: {} } });

const goods = testEntity('goods', {
  title: msg`Hàng hóa`,
  one: msg`hàng hóa`,
  fields: {
    ma_vt: f.code(msg`Mã hàng`, { required: true }),
    ten_vt: f.text(msg`Tên hàng`, { required: true }),
    ma_dvt: f.lookup(msg`Đơn vị tính`, 'stock.units'),
    gia: f.money(msg`Giá bán`, { precision: 2 }),
    so_luong: f.number('int4', msg`Số lượng`),
    ngay_hl: f.date(msg`Ngày hiệu lực`),
    luc: f.datetime(msg`Thời điểm`),
    loai: f.enum(msg`Loại`, [
      [1, msg`Hàng bán`],
      [2, msg`Vật tư`],
    ]),
    status: f.bool(msg`Đang sử dụng`),
    tags: f.multiLookup(msg`Nhãn`, 'test.tags'),
    tong: f.money(msg`Tổng`, { readOnly: true }),
  },
  key: 'ma_vt',
  display: 'ten_vt',
  list: { columns: ['ma_vt', 'ten_vt'], sort: ['ma_vt', 'asc'] },
});

describe('Excel column mapping', () => {
  const fields = importableFields(i18n, goods);

  it('offers every field a create accepts, not the read-only ones', () => {
    expect(fields.map((field) => field.name)).not.toContain('tong');
    expect(fields.find((field) => field.name === 'ma_vt')).toEqual({
      name: 'ma_vt',
      label: 'Mã hàng',
      required: true,
    });
  });

  it('maps columns by label or field name, accents and case aside, each field once', () => {
    expect(autoMapping(['MA HANG', 'ten_vt', 'Ghi chú', 'Mã hàng', '', 'don vi tinh'], fields)).toEqual([
      'ma_vt',
      'ten_vt',
      null,
      null,
      null,
      'ma_dvt',
    ]);
  });
});

describe('Excel cells into API values', () => {
  const field = (name: string) => goods.fields[name as keyof typeof goods.fields];

  it('turns labels back into values and keeps numbers as exact text', () => {
    expect(cellToValue(i18n, field('loai'), 'vật tư')).toBe(2);
    expect(cellToValue(i18n, field('loai'), '1')).toBe(1);
    expect(cellToValue(i18n, field('loai'), 'Khác')).toBe('Khác');
    expect(cellToValue(i18n, field('status'), 'Có')).toBe(true);
    expect(cellToValue(i18n, field('status'), 'không')).toBe(false);
    expect(cellToValue(i18n, field('gia'), '1250000.55')).toBe('1250000.55');
    expect(cellToValue(i18n, field('gia'), '1,250,000')).toBe('1250000');
    expect(cellToValue(i18n, field('tags'), 'A, B')).toEqual(['A', 'B']);
    expect(cellToValue(i18n, field('ten_vt'), '   ')).toBeUndefined();
    expect(cellToValue(i18n, field('ma_vt'), 123)).toBe('123');
  });

  it('reads dates as days and date-times as wall times of the business time zone', () => {
    expect(cellToValue(i18n, field('ngay_hl'), new Date(Date.UTC(2025, 2, 4)))).toBe('2025-03-04');
    expect(cellToValue(i18n, field('ngay_hl'), '4/3/2025')).toBe('2025-03-04');
    expect(cellToValue(i18n, field('luc'), new Date(Date.UTC(2025, 2, 5, 0, 6, 7)))).toBe(
      '2025-03-04T17:06:07.000Z',
    );
    const wall = instantToWallDate('2025-03-04T17:06:07.000Z');
    expect(wall?.toISOString()).toBe('2025-03-05T00:06:07.000Z');
    expect(wallDateToInstant(wall as Date)).toBe('2025-03-04T17:06:07.000Z');
  });

  it('builds one item per row from the mapped columns, empty cells left out', () => {
    const rows = [
      ['hop', 'Hộp', 'Bỏ qua'],
      ['chai', null, 'x'],
    ];
    expect(rowsToItems(i18n, goods, rows, ['ma_vt', 'ten_vt', null])).toEqual([
      { ma_vt: 'hop', ten_vt: 'Hộp' },
      { ma_vt: 'chai' },
    ]);
  });

  it('leaves blank rows out but remembers the sheet row of every kept one', () => {
    expect(filledRows([['a'], [null, ' '], ['b'], [null]])).toEqual({
      rows: [['a'], ['b']],
      sheetRows: [2, 4],
    });
  });
});

describe('Excel cells out of records', () => {
  const row = {
    id: '1',
    version: 1,
    ma_vt: 'HOP',
    ma_dvt: 'CAI',
    ten_dvt: 'Cái',
    gia: '1250000.5',
    ngay_hl: '2025-03-04',
    luc: '2025-03-04T17:06:07.000Z',
    loai: 2,
    status: true,
    created_at: '2025-03-04T17:06:07.000Z',
  } as EntityRow;

  it('writes numbers and dates as real Excel values with their formats, the rest as shown', () => {
    expect(exportCell(i18n, goods, 'gia', row)).toEqual({
      type: Number,
      value: 1250000.5,
      format: '#,##0.##',
    });
    expect(exportCell(i18n, goods, 'ngay_hl', row)).toEqual({
      type: Date,
      value: new Date(Date.UTC(2025, 2, 4)),
      format: 'dd/mm/yyyy',
    });
    expect(exportCell(i18n, goods, 'luc', row)?.value).toEqual(new Date(Date.UTC(2025, 2, 5, 0, 6, 7)));
    expect(exportCell(i18n, goods, 'created_at', row)?.format).toBe('dd/mm/yyyy hh:mm:ss');
    expect(exportCell(i18n, goods, 'ma_dvt', row)).toEqual({ type: String, value: 'Cái' });
    expect(exportCell(i18n, goods, 'loai', row)).toEqual({ type: String, value: 'Vật tư' });
    expect(exportCell(i18n, goods, 'status', row)).toEqual({ type: String, value: 'Có' });
    expect(exportCell(i18n, goods, 'so_luong', row)).toBeNull();
  });

  it('names the file after the title and the day', () => {
    expect(exportFileName('Đơn vị tính', '2025-03-04')).toBe('Đơn vị tính-20250304.xlsx');
    expect(exportFileName('A/B', '')).toBe('A-B.xlsx');
  });
});
