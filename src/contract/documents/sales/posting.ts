import { cmp, neg, sub, sum } from '../../domain/decimal.ts';
import type { DocumentValues, PostContext } from '../define.ts';
import { entry, type GlRow, type LedgerRows, type StockRow } from '../ledger.ts';
import { baseQuantity, isStocked, move, stockAccount, text } from '../stock/posting.ts';

/**
 * Posting of sales documents (documents.md §5, issue 29). A sale: the customer owes the bill on
 * 131 (revenue 5111 goods / 5113 services, output VAT of the line's tax code), each payment
 * settles 131 on its method's account (111 cash, 112 bank…), what is not paid stays the
 * customer's debt; goods leave stock at their moving average cost on 632. A return mirrors it.
 */

type Row = Readonly<Record<string, unknown>>;

export const RECEIVABLE = '131';
export const COST_OF_SALES = '632';
export const SALES_RETURNS = '5212';

const money = (value: unknown): string => (value == null || value === '' ? '0' : String(value));
const positive = (value: string): string => (cmp(value, '0') > 0 ? value : '0');
const paymentsOf = (doc: DocumentValues): readonly Row[] =>
  (doc.payments as readonly Row[] | undefined) ?? [];

/** Paid, change and debt of a sale (its derived header values). */
export function paymentTotals(doc: DocumentValues): {
  t_thanh_toan: string;
  tien_thoi: string;
  t_con_no: string;
} {
  const paid = sum(paymentsOf(doc).map((p) => money(p.tien)));
  const due = money(doc.t_tt);
  return { t_thanh_toan: paid, tien_thoi: positive(sub(paid, due)), t_con_no: positive(sub(due, paid)) };
}

/**
 * What each payment settles: the change handed back comes out of the cash payments, last first
 * (card and transfer amounts are exact; the rule of the sale refuses change they would cause).
 */
export function keptPayments(
  doc: DocumentValues,
  ctx: PostContext,
): { row: Row; tk: string; kept: string }[] {
  let change = paymentTotals(doc).tien_thoi;
  const kept = paymentsOf(doc).map((row) => ({
    row,
    tk: ctx.paymentMethod(text(row.ma_httt)).tk,
    kept: money(row.tien),
  }));
  for (const payment of [...kept].reverse()) {
    if (cmp(change, '0') <= 0) break;
    if (ctx.paymentMethod(text(payment.row.ma_httt)).loai !== 'tien_mat') continue;
    const back = cmp(change, payment.kept) <= 0 ? change : payment.kept;
    payment.kept = sub(payment.kept, back);
    change = sub(change, back);
  }
  return kept;
}

function revenueAccount(ctx: PostContext, maVt: string): string {
  const loai = ctx.product(maVt).loai;
  return loai === 'service' || loai === 'package' ? '5113' : (ctx.voucher.tk_co ?? '5111');
}

interface Side {
  readonly stock: StockRow[];
  readonly gl: GlRow[];
}

/** The sign of a movement: a sale takes goods out and owes, a return brings them back and credits. */
function postLine(
  doc: DocumentValues,
  ctx: PostContext,
  line: Row,
  i: number,
  out: Side,
  sign: 1 | -1,
): void {
  const maVt = text(line.ma_vt);
  const base = { line: i, ma_dvcs: text(doc.ma_dvcs), ma_kh: text(doc.ma_kh) || null };
  const net = sub(money(line.tien_hang), money(line.tien_ck));
  const vat = money(line.tien_thue);
  const vatAccount = ctx.outputTaxAccount(text(line.ma_thue));
  if (sign === 1) {
    out.gl.push(...entry(base, RECEIVABLE, revenueAccount(ctx, maVt), net, { no: true }));
    out.gl.push(...entry(base, RECEIVABLE, vatAccount, vat, { no: true }));
  } else {
    out.gl.push(...entry(base, SALES_RETURNS, RECEIVABLE, net, { co: true }));
    out.gl.push(...entry(base, vatAccount, RECEIVABLE, vat, { co: true }));
  }
  if (!isStocked(ctx, maVt) || !line.ma_kho) return;
  const quantity = baseQuantity(line);
  const where = { ma_dvcs: base.ma_dvcs, ma_kho: text(line.ma_kho) };
  const stockTk = stockAccount(ctx, maVt, '1561');
  if (sign === 1) {
    const cost = ctx.issueCost(where.ma_kho, maVt, quantity);
    out.stock.push(move(line, i, where, neg(quantity), neg(cost)));
    out.gl.push(...entry(base, COST_OF_SALES, stockTk, cost));
  } else {
    // Back on the shelf at the warehouse's average cost of the moment.
    const cost = neg(ctx.issueCost(where.ma_kho, maVt, neg(quantity)));
    out.stock.push(move(line, i, where, quantity, cost));
    out.gl.push(...entry(base, stockTk, COST_OF_SALES, cost));
  }
}

/** Payment rows point at line numbers after the details' (one numbering per document). */
function postPayments(doc: DocumentValues, ctx: PostContext, out: Side, sign: 1 | -1): void {
  const first = doc.details.length;
  keptPayments(doc, ctx).forEach(({ tk, kept }, j) => {
    const base = { line: first + j, ma_dvcs: text(doc.ma_dvcs), ma_kh: text(doc.ma_kh) || null };
    if (sign === 1) out.gl.push(...entry(base, tk, RECEIVABLE, kept, { co: true }));
    else out.gl.push(...entry(base, RECEIVABLE, tk, kept, { no: true }));
  });
}

/** A sale of goods and services with its payments (bills, retail orders, service slips). */
export function postSale(doc: DocumentValues, ctx: PostContext): LedgerRows {
  const out: Side = { stock: [], gl: [] };
  doc.details.forEach((line, i) => {
    postLine(doc, ctx, line, i, out, 1);
  });
  postPayments(doc, ctx, out, 1);
  return out;
}

/** A return: revenue reversed on 5212, goods restocked, refunds paid out of 131. */
export function postReturn(doc: DocumentValues, ctx: PostContext): LedgerRows {
  const out: Side = { stock: [], gl: [] };
  doc.details.forEach((line, i) => {
    postLine(doc, ctx, line, i, out, -1);
  });
  postPayments(doc, ctx, out, -1);
  return out;
}

/** An order posts only the deposit it took: an advance from the customer on 131. */
export function postDeposit(doc: DocumentValues, ctx: PostContext): LedgerRows {
  const out: Side = { stock: [], gl: [] };
  postPayments(doc, ctx, out, 1);
  return out;
}

/** Goods given away leave stock at cost to a selling expense (6418); nothing is owed. */
export function postGift(doc: DocumentValues, ctx: PostContext): LedgerRows {
  const out: Side = { stock: [], gl: [] };
  doc.details.forEach((line, i) => {
    const maVt = text(line.ma_vt);
    if (!isStocked(ctx, maVt) || !line.ma_kho) return;
    const quantity = baseQuantity(line);
    const where = { ma_dvcs: text(doc.ma_dvcs), ma_kho: text(line.ma_kho) };
    const cost = ctx.issueCost(where.ma_kho, maVt, quantity);
    out.stock.push(move(line, i, where, neg(quantity), neg(cost)));
    const base = { line: i, ma_dvcs: where.ma_dvcs, ma_kh: text(doc.ma_kh) || null };
    out.gl.push(...entry(base, ctx.voucher.tk_no ?? '6418', stockAccount(ctx, maVt, '1561'), cost));
  });
  return out;
}
