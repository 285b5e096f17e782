import { add, cmp, div, isZero, mul, round, sub, sum } from './decimal.ts';
import { computeDocument, type DocumentTotals, type LineAmounts, type LineInput } from './document-totals.ts';

/**
 * The price of a sale (issue 29): the one place a sale line's unit price and every discount are
 * decided, used by the cashier as it sells and by the server when it checks what was sent. The
 * promotions engine extends `unitPrice` (golden hours, customer groups) and `documentDiscount`
 * (programmes) here, so client and server can never disagree.
 */

/** What the catalogue says about an item at the moment of the sale. */
export interface PricedItem {
  readonly ma_vt: string;
  readonly gia_ban: string | null | undefined;
}

/** When and for whom the sale is made: what a promotion would look at. */
export interface SaleMoment {
  readonly ngay_ct: string;
  readonly ma_kh?: string | null | undefined;
}

/** The unit price of an item in a sale: today its list price. */
export function unitPrice(item: PricedItem, _moment: SaleMoment): string {
  return item.gia_ban == null || item.gia_ban === '' ? '0' : String(item.gia_ban);
}

/** A discount code's terms (sales/discount-codes): percent (1) capped, or an amount (2). */
export interface DiscountCodeTerms {
  readonly loai_giam: number;
  readonly ty_le_ck?: string | null | undefined;
  readonly tien_ck?: string | null | undefined;
  readonly tien_ck_toi_da?: string | null | undefined;
  readonly tien_don_toi_thieu?: string | null | undefined;
}

/** A discount on the whole bill: a percent or an amount typed by the cashier, and a code. */
export interface BillDiscount {
  readonly ty_le_ck_hd?: string | null | undefined;
  readonly tien_ck_hd?: string | null | undefined;
  readonly code?: DiscountCodeTerms | null | undefined;
}

const filled = (value: string | null | undefined): string => (value == null || value === '' ? '0' : value);
const min = (a: string, b: string): string => (cmp(a, b) <= 0 ? a : b);
const max0 = (a: string): string => (cmp(a, '0') < 0 ? '0' : a);

/** What a code takes off a bill worth `base` (0 below its minimum bill). */
export function codeDiscount(code: DiscountCodeTerms, base: string): string {
  if (cmp(base, filled(code.tien_don_toi_thieu)) < 0) return '0';
  if (code.loai_giam === 2) return min(filled(code.tien_ck), base);
  const off = div(mul(base, filled(code.ty_le_ck)), '100');
  const cap = filled(code.tien_ck_toi_da);
  return isZero(cap) ? off : min(off, cap);
}

/** The bill-level discount in dong on lines worth `base` after their own discounts: never more than base. */
export function documentDiscount(discount: BillDiscount, base: string): string {
  const rate = filled(discount.ty_le_ck_hd);
  const typed = isZero(rate) ? round(filled(discount.tien_ck_hd)) : div(mul(base, rate), '100');
  const code = discount.code ? codeDiscount(discount.code, max0(sub(base, typed))) : '0';
  return min(add(typed, code), max0(base));
}

/**
 * Shares of `total` over lines in proportion to their bases, whole dong, summing exactly to
 * `total`: the rounding difference goes to the largest line.
 */
export function allocate(total: string, bases: readonly string[]): string[] {
  const whole = sum(bases);
  if (isZero(total) || cmp(whole, '0') <= 0) return bases.map(() => '0');
  const shares = bases.map((base) => div(mul(total, base), whole));
  const largest = bases.reduce((best, base, i) => (cmp(base, bases[best] ?? '0') > 0 ? i : best), 0);
  shares[largest] = add(shares[largest] ?? '0', sub(total, sum(shares)));
  return shares;
}

export interface PricedSale<L> {
  /** The lines with `tien_ck_pb` (their share of the bill discount) and their amounts. */
  readonly lines: (L & LineAmounts & { tien_ck_pb: string })[];
  readonly totals: DocumentTotals;
  /** The bill-level discount in dong (typed and code together). */
  readonly billDiscount: string;
}

/** Prices a sale: each line's own discount, then the bill's shared over the lines, then VAT. */
export function priceSale<L extends LineInput>(lines: readonly L[], discount: BillDiscount): PricedSale<L> {
  const own = computeDocument(lines.map((line) => ({ ...line, tien_ck_pb: '0' })));
  const bases = own.lines.map((line) => sub(line.tien_hang, line.tien_ck));
  const billDiscount = documentDiscount(discount, sum(bases));
  const shares = allocate(billDiscount, bases);
  const priced = computeDocument(lines.map((line, i) => ({ ...line, tien_ck_pb: shares[i] ?? '0' })));
  return { lines: priced.lines, totals: priced.totals, billDiscount };
}
