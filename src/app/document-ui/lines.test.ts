import { describe, expect, it } from 'vitest';
import { receiptOrders } from '../../contract/documents/stock/receipt-orders.document.ts';
import { transferOrders } from '../../contract/documents/stock/transfer-orders.document.ts';
import {
  computeLines,
  detailsBody,
  editableColumns,
  emptyLine,
  type LineState,
  lineErrors,
} from './lines.ts';

const line = (values: Record<string, string>): LineState => ({ ...emptyLine(), values });
const rates = new Map([
  ['08', '8'],
  ['10', '10'],
]);

describe('document lines', () => {
  it('walks the receipt’s editable columns in entry order, and the transfer’s without prices', () => {
    expect(editableColumns(receiptOrders).slice(0, 4)).toEqual(['ma_vt', 'dvt', 'so_luong', 'gia']);
    expect(editableColumns(transferOrders)).toContain('ma_kho_nhap');
    expect(editableColumns(transferOrders)).not.toContain('gia');
  });

  it('computes amounts and totals with the contract’s arithmetic, blank rows left out', () => {
    const lines = [
      line({ ma_vt: 'SRM01', so_luong: '3', gia: '385000', ma_thue: '08' }),
      line({ ma_vt: 'VT15', so_luong: '2.5', gia: '8000', ty_le_ck: '10' }),
      line({ so_luong: '' }),
    ];
    const { amounts, totals } = computeLines(lines, rates);
    expect(amounts[0]).toEqual({ tien_hang: '1155000', tien_ck: '0', tien_thue: '92400', tien: '1247400' });
    expect(amounts[1]).toEqual({ tien_hang: '20000', tien_ck: '2000', tien_thue: '0', tien: '18000' });
    expect(totals).toEqual({
      t_so_luong: '5.5',
      t_tien_hang: '1175000',
      t_tien_ck: '2000',
      t_tien_thue: '92400',
      t_tt: '1265400',
    });
  });

  it('sends the filled lines numbered in order with their amounts, empty cells left out', () => {
    const filled = {
      ma_vt: 'SRM01',
      dvt: 'THUNG',
      he_so: '12',
      so_luong: '1',
      gia: '4620000',
      ma_kho: 'KCN01',
    };
    const lines = [line({ ...filled, ghi_chu: '' }), line({ so_luong: '' })];
    const { details, totals } = detailsBody(receiptOrders, lines, rates);
    expect(details).toEqual([
      { line: 0, ...filled, tien_hang: '4620000', tien_ck: '0', tien_thue: '0', tien: '4620000' },
    ]);
    expect(totals.t_tt).toBe('4620000');
  });

  it('sends no amounts while a tax rate is unknown: the server fills them', () => {
    const { details, totals } = detailsBody(
      receiptOrders,
      [line({ ma_vt: 'A', so_luong: '1', gia: '5', ma_thue: 'XX' })],
      rates,
    );
    expect(details[0]).not.toHaveProperty('tien');
    expect(totals).toEqual({ t_so_luong: '1' });
  });

  it('puts the server’s line errors on the row shown, counting only the lines sent', () => {
    const lines = [line({ ma_vt: 'A' }), line({}), line({ ma_vt: 'B' })];
    const errors = lineErrors(lines, [
      { field: 'details[1].so_luong', message: 'Số lượng không hợp lệ' },
      { field: 'ngay_ct', message: 'x' },
    ]);
    expect([...errors]).toEqual([[`${lines[2]?.key}.so_luong`, 'Số lượng không hợp lệ']]);
  });
});
