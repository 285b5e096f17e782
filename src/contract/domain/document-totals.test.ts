import { describe, expect, it } from 'vitest';
import { amountMismatches, computeDocument, lineAmounts } from './document-totals.ts';

describe('document totals', () => {
  it('rounds each line to the dong, half away from zero, then sums', () => {
    expect(lineAmounts({ so_luong: '1.5', gia: '333' })).toEqual({
      tien_hang: '500',
      tien_ck: '0',
      tien_thue: '0',
      tien: '500',
    });
    const { totals } = computeDocument([
      { so_luong: '1', gia: '10005', ty_le_ck: '5', thue_suat: '10' },
      { so_luong: '3', gia: '0.5', thue_suat: '8' },
    ]);
    // Line 1: 10005, discount 500.25 → 500, VAT 950.5 → 951, total 10456. Line 2: 1.5 → 2, VAT 0.16 → 0.
    expect(totals).toEqual({
      t_so_luong: '4',
      t_tien_hang: '10007',
      t_tien_ck: '500',
      t_tien_thue: '951',
      t_tt: '10458',
    });
  });
  it('takes a typed discount when no rate is given', () => {
    expect(lineAmounts({ so_luong: '2', gia: '1000', tien_ck: '150', thue_suat: '10' }).tien).toBe('2035');
  });
  it('names the sent amounts that disagree and ignores absent ones', () => {
    const computed = computeDocument([{ so_luong: '2', gia: '1000' }]);
    const sent = { lines: [{ tien_hang: '2000', tien: '1999' }], totals: { t_tt: '2000', t_tien_ck: '' } };
    expect(amountMismatches(sent, computed).map((m) => m.field)).toEqual(['details[0].tien']);
  });
});
