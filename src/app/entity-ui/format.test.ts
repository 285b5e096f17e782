import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { f } from '../../contract/entity/fields.ts';
import { formatDay, formatField, formatInstant, formatNumber, formatTotal } from './format.ts';

const i18n = setupI18n({ locale: 'vi', messages: { vi: {} } });

describe('spec §9 display rules', () => {
  it.each<[string, (value: unknown) => string, unknown, string]>([
    // Days DD/MM/YYYY; the no-date markers and what is not a day, empty.
    ['formatDay', formatDay, '2024-12-25', '25/12/2024'],
    ['formatDay', formatDay, '2024-12-25T10:00:00Z', '25/12/2024'],
    ['formatDay', formatDay, '1900-01-01', ''],
    ['formatDay', formatDay, '0001-01-01', ''],
    ['formatDay', formatDay, null, ''],
    ['formatDay', formatDay, '25/12/2024', ''],
    // Instants DD/MM/YYYY HH:mm:ss in the business time zone.
    ['formatInstant', formatInstant, '2025-03-04T17:06:07.000Z', '05/03/2025 00:06:07'],
    ['formatInstant', formatInstant, '1900-01-01T00:00:00Z', ''],
    ['formatInstant', formatInstant, 'nonsense', ''],
    // Thousands grouped with commas, the decimals kept after a dot, without a float.
    ['formatNumber', formatNumber, '1234567.5', '1,234,567.5'],
    ['formatNumber', formatNumber, '-1234', '-1,234'],
    ['formatNumber', formatNumber, 999, '999'],
    ['formatNumber', formatNumber, '123456789012345678.1234', '123,456,789,012,345,678.1234'],
    ['formatNumber', formatNumber, '12a', ''],
    ['formatNumber', formatNumber, null, ''],
  ])('%s(%j) shows %j', (_, format, value, shown) => {
    expect(format(value)).toBe(shown);
  });

  it('marks an estimated total', () => {
    expect(formatTotal(1_000_000, false)).toBe('≈ 1,000,000');
    expect(formatTotal(1234, true)).toBe('1,234');
  });
});

describe('formatField', () => {
  const row = {
    ma_dvt: 'HOP',
    ten_dvt: 'Hộp',
    gioi_tinh: 2,
    status: true,
    tags: ['A', 'B'],
    extra: { a: 1 },
  };
  it('shows enums by label, lookups by the name the API returns, lists joined', () => {
    const gender = f.enum(msg`Giới tính`, [
      [1, msg`Nam`],
      [2, msg`Nữ`],
    ]);
    expect(formatField(i18n, 'gioi_tinh', gender, row)).toBe('Nữ');
    expect(formatField(i18n, 'ma_dvt', f.lookup(msg`Đơn vị`, 'stock.units'), row)).toBe('Hộp');
    expect(formatField(i18n, 'ma_dvt', f.lookup(msg`Đơn vị`, 'stock.units'), { ma_dvt: 'KG' })).toBe('KG');
    expect(formatField(i18n, 'tags', f.multiLookup(msg`Nhãn`, 'crm.tags'), row)).toBe('A, B');
    expect(formatField(i18n, 'status', f.bool(msg`Đang dùng`), row)).toBe('Có');
    expect(formatField(i18n, 'extra', f.json(msg`Thêm`), row)).toBe('{"a":1}');
    expect(formatField(i18n, 'so_luong', f.money(msg`Tiền`), { so_luong: '1500000' })).toBe('1,500,000');
  });
});
