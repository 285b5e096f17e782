import { cmp, isZero, sub, sum } from '../../../contract/domain/decimal.ts';
import {
  type BillDiscount,
  type PricedSale,
  priceSale,
  unitPrice,
} from '../../../contract/domain/sale-pricing.ts';

/**
 * The cashier's cart, pure: lines of catalogue items, the bill discount, payments, and the
 * retail-order body they make — priced by the one pricing function the server checks with.
 */

export interface CatalogueItem {
  readonly ma_vt: string;
  readonly ten_vt: string;
  readonly dvt: string;
  readonly gia_ban: string;
  readonly ma_thue: string;
  /** 'goods' | 'material' | 'service' | 'package'. */
  readonly kind: string;
  readonly nhom: string;
  readonly barcodes: readonly string[];
  /** Code, name and barcodes folded (accents and case aside), for search as you type. */
  readonly search?: string;
}

export interface CartLine {
  readonly item: CatalogueItem;
  readonly so_luong: string;
  readonly gia: string;
  readonly ty_le_ck: string;
  /** Who performed a service line. */
  readonly ma_nv: string;
}

export interface Payment {
  readonly ma_httt: string;
  readonly tien: string;
}

export interface Cart {
  readonly lines: readonly CartLine[];
  readonly discount: { readonly kind: 'percent' | 'amount'; readonly value: string };
  readonly ma_kh: string;
  readonly ten_kh: string;
  readonly ma_nvbh: string;
}

export const EMPTY_CART: Cart = {
  lines: [],
  discount: { kind: 'amount', value: '' },
  ma_kh: '',
  ten_kh: '',
  ma_nvbh: '',
};

/** Adds one of the item (a new line, or one more on its line). */
export function addItem(cart: Cart, item: CatalogueItem, ngay_ct: string): Cart {
  const at = cart.lines.findIndex((l) => l.item.ma_vt === item.ma_vt);
  if (at >= 0) return setQuantity(cart, at, String(Number(cart.lines[at]?.so_luong ?? '0') + 1));
  const gia = unitPrice(item, { ngay_ct, ma_kh: cart.ma_kh || null });
  return { ...cart, lines: [...cart.lines, { item, so_luong: '1', gia, ty_le_ck: '', ma_nv: cart.ma_nvbh }] };
}

export function setQuantity(cart: Cart, index: number, so_luong: string): Cart {
  if (!/^\d+(\.\d{1,4})?$/.test(so_luong) || isZero(so_luong))
    return { ...cart, lines: cart.lines.filter((_, i) => i !== index) };
  return updateLine(cart, index, { so_luong });
}

export function updateLine(cart: Cart, index: number, change: Partial<CartLine>): Cart {
  return { ...cart, lines: cart.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) };
}

const rates = (line: CartLine, taxes: ReadonlyMap<string, string>) => ({
  so_luong: line.so_luong,
  gia: line.gia,
  ty_le_ck: line.ty_le_ck || undefined,
  thue_suat: line.item.ma_thue ? taxes.get(line.item.ma_thue) : undefined,
});

export function billDiscountOf(cart: Cart): BillDiscount {
  const value = /^\d+(\.\d+)?$/.test(cart.discount.value) ? cart.discount.value : '';
  return cart.discount.kind === 'percent' ? { ty_le_ck_hd: value } : { tien_ck_hd: value };
}

export function priceCart(
  cart: Cart,
  taxes: ReadonlyMap<string, string>,
): PricedSale<ReturnType<typeof rates>> {
  return priceSale(
    cart.lines.map((line) => rates(line, taxes)),
    billDiscountOf(cart),
  );
}

/** Paid, change and what is left owing (decimal strings). */
export function settlement(due: string, payments: readonly Payment[]) {
  const paid = sum(payments.map((p) => (/^\d+$/.test(p.tien) ? p.tien : '0')));
  const left = sub(due, paid);
  return {
    paid,
    change: cmp(left, '0') < 0 ? sub(paid, due) : '0',
    owing: cmp(left, '0') > 0 ? left : '0',
  };
}

export interface SaleContext {
  readonly stt_rec: string;
  readonly ma_dvcs: string;
  readonly ngay_ct: string;
  readonly ma_kho: string;
  readonly taxes: ReadonlyMap<string, string>;
  /** The till had no network when it sold (the server may then accept a stock shortfall). */
  readonly offline?: boolean;
}

/** The POST /api/sales/retail-orders body of a cart and its payments. */
export function saleBody(
  cart: Cart,
  payments: readonly Payment[],
  ctx: SaleContext,
): Record<string, unknown> {
  const priced = priceCart(cart, ctx.taxes);
  const stocked = (l: CartLine) => l.item.kind === 'goods' || l.item.kind === 'material';
  return {
    stt_rec: ctx.stt_rec,
    ma_dvcs: ctx.ma_dvcs,
    ngay_ct: ctx.ngay_ct,
    ban_offline: ctx.offline === true,
    ma_kh: cart.ma_kh || null,
    ma_nvbh: cart.ma_nvbh || null,
    ...billDiscountOf(cart),
    details: cart.lines.map((line, i) => ({
      ma_vt: line.item.ma_vt,
      dvt: line.item.dvt || null,
      so_luong: line.so_luong,
      gia: line.gia,
      ty_le_ck: line.ty_le_ck || null,
      tien_ck_pb: priced.lines[i]?.tien_ck_pb,
      ma_thue: line.item.ma_thue || null,
      ma_kho: stocked(line) ? ctx.ma_kho : null,
      ma_nv: line.ma_nv || null,
    })),
    payments: payments.filter((p) => /^\d+$/.test(p.tien) && !isZero(p.tien)),
    t_tt: priced.totals.t_tt,
  };
}
