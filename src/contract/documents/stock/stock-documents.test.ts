import { describe, expect, it } from 'vitest';
import { mul, sum } from '../../domain/decimal.ts';
import type { DocumentValues, PostContext } from '../define.ts';
import type { LedgerRows } from '../ledger.ts';
import { IN_TRANSIT, POSTED } from '../statuses.ts';
import { deliveryOrders } from './delivery-orders.document.ts';
import { receiptOrders } from './receipt-orders.document.ts';
import { transferOrders } from './transfer-orders.document.ts';

const ctx = (loai = 'goods'): PostContext => ({
  voucher: { ma_ct: 'X', tk_no: null, tk_co: null },
  product: (ma_vt) => ({ ma_vt, loai: ma_vt === 'DV' ? 'service' : loai, cho_phep_am: false }),
  warehouseBranch: (ma_kho) => (ma_kho.endsWith('2') ? 'CN02' : 'CN01'),
  inputTaxAccount: () => '1331',
  outputTaxAccount: () => '33311',
  paymentMethod: (ma_httt) => ({ ma_httt, loai: 'tien_mat', tk: '1111' }),
  consumes: () => [],
  issueCost: (_kho, _vt, so_luong) => mul(so_luong, '1000'),
});

const balanced = (rows: LedgerRows) =>
  expect(sum(rows.gl.map((r) => r.ps_no))).toBe(sum(rows.gl.map((r) => r.ps_co)));

const doc = (details: Record<string, unknown>[], extra: Record<string, unknown> = {}): DocumentValues => ({
  ma_dvcs: 'CN01',
  status: POSTED,
  ma_ncc: 'NCC1',
  details,
  ...extra,
});

describe('stock document post()', () => {
  it('receives goods at cost with input VAT on the payable', () => {
    const rows = receiptOrders.post(
      doc([
        {
          ma_vt: 'A',
          ma_kho: 'K1',
          so_luong: '2',
          he_so: '12',
          tien_hang: '24000',
          tien_ck: '1000',
          ma_thue: '10',
          tien_thue: '2300',
        },
      ]),
      ctx(),
    );
    expect(rows.stock).toEqual([
      { line: 0, ma_dvcs: 'CN01', ma_kho: 'K1', ma_vt: 'A', ma_lo: '', so_luong: '24', tien: '23000' },
    ]);
    expect(rows.gl.map((r) => [r.tk, r.ps_no, r.ps_co, r.ma_ncc])).toEqual([
      ['1561', '23000', '0', null],
      ['331', '0', '23000', 'NCC1'],
      ['1331', '2300', '0', null],
      ['331', '0', '2300', 'NCC1'],
    ]);
    balanced(rows);
  });
  it('issues materials at average cost to the voucher type expense account, skipping services', () => {
    const rows = deliveryOrders.post(
      doc([
        { ma_vt: 'A', ma_kho: 'K1', so_luong: '3' },
        { ma_vt: 'DV', ma_kho: 'K1', so_luong: '1' },
      ]),
      { ...ctx('material'), voucher: { ma_ct: 'PX2', tk_no: '6422', tk_co: '1561' } },
    );
    expect(rows.stock.map((r) => [r.so_luong, r.tien])).toEqual([['-3', '-3000']]);
    expect(rows.gl.map((r) => [r.tk, r.tk_du, r.ps_no, r.ps_co])).toEqual([
      ['6422', '152', '3000', '0'],
      ['152', '6422', '0', '3000'],
    ]);
  });
  it('moves between branches through 151 while in transit, and straight when received', () => {
    const line = { ma_vt: 'A', ma_kho: 'K1', ma_kho_nhap: 'K2', so_luong: '2' };
    const transit = transferOrders.post(doc([line], { status: IN_TRANSIT }), ctx());
    expect(transit.stock.map((r) => [r.ma_kho, r.so_luong])).toEqual([['K1', '-2']]);
    expect(transit.gl.map((r) => r.tk)).toEqual(['151', '1561']);
    const received = transferOrders.post(doc([line]), ctx());
    expect(received.stock.map((r) => [r.ma_dvcs, r.ma_kho, r.so_luong, r.tien])).toEqual([
      ['CN01', 'K1', '-2', '-2000'],
      ['CN02', 'K2', '2', '2000'],
    ]);
    balanced(received);
    expect(transferOrders.checks?.(doc([{ ...line, ma_kho_nhap: 'K1' }])).map((p) => p.field)).toEqual([
      'details[0].ma_kho_nhap',
    ]);
  });
});
