import { describe, expect, it } from 'vitest';
import { sum } from './decimal.ts';
import { allocate, codeDiscount, documentDiscount, priceSale, unitPrice } from './sale-pricing.ts';

describe('sale pricing', () => {
  it('prices a line at the item list price', () => {
    expect(unitPrice({ ma_vt: 'A', gia_ban: '150000' }, { ngay_ct: '2026-11-28' })).toBe('150000');
    expect(unitPrice({ ma_vt: 'A', gia_ban: null }, { ngay_ct: '2026-11-28' })).toBe('0');
  });

  it('allocates a bill discount in whole dong that sums exactly, the rest on the largest line', () => {
    const shares = allocate('100', ['1', '1', '1']);
    expect(sum(shares)).toBe('100');
    expect(shares).toEqual(['34', '33', '33']);
    expect(allocate('0', ['5', '6'])).toEqual(['0', '0']);
  });

  it('caps a percent code, honours the minimum bill, never discounts more than the bill', () => {
    const pct = { loai_giam: 1, ty_le_ck: '10', tien_ck_toi_da: '50000', tien_don_toi_thieu: '200000' };
    expect(codeDiscount(pct, '100000')).toBe('0');
    expect(codeDiscount(pct, '300000')).toBe('30000');
    expect(codeDiscount(pct, '900000')).toBe('50000');
    expect(documentDiscount({ tien_ck_hd: '999999' }, '500000')).toBe('500000');
    expect(documentDiscount({ ty_le_ck_hd: '5', code: { loai_giam: 2, tien_ck: '20000' } }, '400000')).toBe(
      '40000',
    );
  });

  it('applies line discounts, then the shared bill discount, then VAT on what remains', () => {
    const priced = priceSale(
      [
        { so_luong: '2', gia: '100000', ty_le_ck: '10', thue_suat: '10' },
        { so_luong: '1', gia: '200000', tien_ck: '20000' },
      ],
      { tien_ck_hd: '38000' },
    );
    expect(priced.billDiscount).toBe('38000');
    expect(priced.lines.map((l) => l.tien_ck_pb)).toEqual(['19000', '19000']);
    expect(priced.lines.map((l) => l.tien_ck)).toEqual(['39000', '39000']);
    expect(priced.lines[0]?.tien_thue).toBe('16100');
    expect(priced.totals).toMatchObject({ t_tien_hang: '400000', t_tien_ck: '78000', t_tt: '338100' });
  });
});
