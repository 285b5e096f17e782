import { describe, expect, it } from 'vitest';
import { addItem, type CatalogueItem, EMPTY_CART, saleBody, setQuantity, settlement } from './cart.ts';

const item = (ma_vt: string, gia_ban: string, kind = 'goods'): CatalogueItem => ({
  ma_vt,
  ten_vt: ma_vt,
  dvt: 'CAI',
  gia_ban,
  ma_thue: '',
  kind,
  nhom: '',
  barcodes: [],
});

describe('cashier cart', () => {
  it('adds an item again as one more on its line and drops a line set to zero', () => {
    let cart = addItem(EMPTY_CART, item('A', '100000'), '2026-11-28');
    cart = addItem(cart, item('A', '100000'), '2026-11-28');
    cart = addItem(cart, item('B', '50000'), '2026-11-28');
    expect(cart.lines.map((l) => [l.item.ma_vt, l.so_luong])).toEqual([
      ['A', '2'],
      ['B', '1'],
    ]);
    expect(setQuantity(cart, 1, '0').lines).toHaveLength(1);
  });

  it('settles split payments into change or what is owed', () => {
    expect(
      settlement('250000', [
        { ma_httt: 'CK', tien: '100000' },
        { ma_httt: 'TM', tien: '200000' },
      ]),
    ).toEqual({
      paid: '300000',
      change: '50000',
      owing: '0',
    });
    expect(settlement('250000', [{ ma_httt: 'TM', tien: '50000' }]).owing).toBe('200000');
  });

  it('makes a body whose bill discount is shared over the lines and whose stock lines name the warehouse', () => {
    let cart = addItem(EMPTY_CART, item('A', '100000'), '2026-11-28');
    cart = addItem(cart, item('S', '300000', 'service'), '2026-11-28');
    cart = { ...cart, discount: { kind: 'percent', value: '10' } };
    const body = saleBody(cart, [{ ma_httt: 'TM', tien: '360000' }], {
      stt_rec: 'x',
      ma_dvcs: 'CN01',
      ngay_ct: '2026-11-28',
      ma_kho: 'KCN01',
      taxes: new Map(),
    });
    expect(body.t_tt).toBe('360000');
    const details = body.details as Record<string, unknown>[];
    expect(details.map((l) => [l.tien_ck_pb, l.ma_kho])).toEqual([
      ['10000', 'KCN01'],
      ['30000', null],
    ]);
  });
});
