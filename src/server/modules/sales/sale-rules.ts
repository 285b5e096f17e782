import { sql } from 'drizzle-orm';
import { can } from '../../../contract/auth/rules.ts';
import type { DocumentValues } from '../../../contract/documents/define.ts';
import { paymentTotals } from '../../../contract/documents/sales/posting.ts';
import { AWAITING_APPROVAL } from '../../../contract/documents/statuses.ts';
import { cmp, div, isZero, mul, sub, sum } from '../../../contract/domain/decimal.ts';
import { allocate, type DiscountCodeTerms, documentDiscount } from '../../../contract/domain/sale-pricing.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { DocumentRule, DocumentRuleInput } from '../../documents/rules.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { ApiError } from '../../http/errors.ts';
import { loadSettings } from '../system/setting-store.ts';
import { saleMessages } from './sale-messages.ts';

/**
 * The sales rules that need the database (issue 29): card required by setting, warehouses of
 * goods and performers of services, the bill discount recomputed by the pricing function with the
 * code's terms, the discount limit and its right, change only out of cash, and debt only for a
 * named customer. Each refusal is a 400 naming its field; nothing is written.
 */

type Row = Readonly<Record<string, unknown>>;
export interface Problem {
  field: string;
  message: string;
}

const money = (value: unknown): string => (value == null || value === '' ? '0' : String(value));

export function refuse(problems: Problem[]): void {
  if (problems.length > 0) throw new ApiError(400, 'VALIDATION', { fields: problems.slice(0, 50) });
}

async function itemKinds(tx: Tx, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = rowsOf<{ ma_vt: string; loai: number }>(
    await tx.execute(sql`SELECT ma_vt, loai FROM stock_products WHERE ma_vt IN ${[...new Set(codes)]}`),
  );
  return new Map(rows.map((r) => [r.ma_vt, Number(r.loai)]));
}

/** The services among `codes` that consume materials (stock/product-consumes in use). */
async function consumingServices(tx: Tx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = rowsOf<{ ma_vt: string }>(
    await tx.execute(sql`SELECT DISTINCT ma_vt FROM stock_product_consumes
      WHERE ma_vt IN ${[...new Set(codes)]} AND coalesce(status, true)`),
  );
  return new Set(rows.map((r) => r.ma_vt));
}

/**
 * Goods and materials leave a warehouse; a service slip's services name who performed them, and
 * one that consumes materials names the warehouse they leave.
 */
async function lineProblems(
  tx: Tx,
  doc: DocumentValues,
  scope: RequestScope,
  performers: boolean,
): Promise<Problem[]> {
  const codes = doc.details.map((l) => String(l.ma_vt));
  const kinds = await itemKinds(tx, codes);
  const consuming = performers ? await consumingServices(tx, codes) : new Set<string>();
  const problems: Problem[] = [];
  doc.details.forEach((line, i) => {
    const kind = kinds.get(String(line.ma_vt));
    const ma_vt = String(line.ma_vt);
    if ((kind === 1 || kind === 2) && !line.ma_kho)
      problems.push({
        field: `details[${i}].ma_kho`,
        message: scope.t(saleMessages.warehouseRequired, { ma_vt }),
      });
    if (consuming.has(ma_vt) && !line.ma_kho)
      problems.push({
        field: `details[${i}].ma_kho`,
        message: scope.t(saleMessages.materialWarehouse, { ma_vt }),
      });
    if (performers && kind === 3 && !line.ma_nv)
      problems.push({
        field: `details[${i}].ma_nv`,
        message: scope.t(saleMessages.performerRequired, { ma_vt }),
      });
  });
  return problems;
}

async function discountCode(
  tx: Tx,
  doc: DocumentValues,
  scope: RequestScope,
): Promise<DiscountCodeTerms | null> {
  if (!doc.ma_giam_gia) return null;
  const code = String(doc.ma_giam_gia);
  const [row] = rowsOf<Row>(
    await tx.execute(sql`SELECT loai_giam, trim_scale(ty_le_ck)::text AS ty_le_ck, trim_scale(tien_ck)::text AS tien_ck,
      trim_scale(tien_ck_toi_da)::text AS tien_ck_toi_da, trim_scale(tien_don_toi_thieu)::text AS tien_don_toi_thieu,
      ngay_hl_tu::text AS tu, ngay_hl_den::text AS den, so_lan_toi_da, coalesce(so_lan_da_dung, 0) AS da_dung,
      ma_dvcs, status FROM sales_discount_codes WHERE ma_giam_gia = ${code}`),
  );
  const field = 'ma_giam_gia';
  if (!row || String(row.status) !== '1' || (row.ma_dvcs && row.ma_dvcs !== doc.ma_dvcs))
    refuse([{ field, message: scope.t(saleMessages.codeInactive, { code }) }]);
  const day = String(doc.ngay_ct);
  if (day < String(row?.tu) || (row?.den && day > String(row.den)))
    refuse([{ field, message: scope.t(saleMessages.codeExpired, { code, ngay_ct: day }) }]);
  if (Number(row?.so_lan_toi_da ?? 0) > 0 && Number(row?.da_dung) >= Number(row?.so_lan_toi_da))
    refuse([{ field, message: scope.t(saleMessages.codeUsedUp, { code }) }]);
  return { ...(row as Row), loai_giam: Number(row?.loai_giam) } as DiscountCodeTerms;
}

/** Each line's share of the bill discount must be the pricing function's. */
function allocationProblems(
  doc: DocumentValues,
  code: DiscountCodeTerms | null,
  scope: RequestScope,
): Problem[] {
  const bases = doc.details.map((l) => sub(money(l.tien_hang), sub(money(l.tien_ck), money(l.tien_ck_pb))));
  const total = documentDiscount(
    { ty_le_ck_hd: money(doc.ty_le_ck_hd), tien_ck_hd: money(doc.tien_ck_hd), code },
    sum(bases),
  );
  const shares = allocate(total, bases);
  return doc.details.flatMap((line, i) =>
    cmp(money(line.tien_ck_pb), shares[i] ?? '0') === 0
      ? []
      : [
          {
            field: `details[${i}].tien_ck_pb`,
            message: scope.t(saleMessages.allocation, {
              computed: shares[i] ?? '0',
              sent: money(line.tien_ck_pb),
            }),
          },
        ],
  );
}

/** Giving more than the limit is the right of whoever approves bills. */
export const DISCOUNT_RIGHT = 'sales.bills-approve';

function limitProblems(doc: DocumentValues, max: number, scope: RequestScope): Problem[] {
  const goods = money(doc.t_tien_hang);
  if (isZero(goods) || String(doc.status) === AWAITING_APPROVAL || can(scope.user, DISCOUNT_RIGHT, 'edit'))
    return [];
  const rate = div(mul(money(doc.t_tien_ck), '100'), goods, 2);
  if (cmp(rate, String(max)) <= 0) return [];
  return [{ field: 't_tien_ck', message: scope.t(saleMessages.discountLimit, { rate, max: String(max) }) }];
}

async function paymentProblems(tx: Tx, doc: DocumentValues, scope: RequestScope): Promise<Problem[]> {
  const payments = (doc.payments as Row[] | undefined) ?? [];
  const { tien_thoi, t_con_no } = paymentTotals(doc);
  const problems: Problem[] = [];
  if (!isZero(t_con_no) && !doc.ma_kh)
    problems.push({ field: 'ma_kh', message: scope.t(saleMessages.debtNeedsCustomer, { debt: t_con_no }) });
  if (isZero(tien_thoi) || payments.length === 0) return problems;
  const codes = [...new Set(payments.map((p) => String(p.ma_httt)))];
  const kinds = new Map(
    rowsOf<{ ma_httt: string; loai: string }>(
      await tx.execute(sql`SELECT ma_httt, loai FROM sales_payment_types WHERE ma_httt IN ${codes}`),
    ).map((r) => [r.ma_httt, r.loai]),
  );
  const other = sum(
    payments.filter((p) => kinds.get(String(p.ma_httt)) !== 'tien_mat').map((p) => money(p.tien)),
  );
  if (cmp(other, money(doc.t_tt)) > 0)
    problems.push({
      field: 'payments',
      message: scope.t(saleMessages.changeFromCash, { due: money(doc.t_tt) }),
    });
  return problems;
}

/** The salesperson is one of the employees flagged as salers (sales/salers). */
async function salerProblems(tx: Tx, doc: DocumentValues, scope: RequestScope): Promise<Problem[]> {
  if (!doc.ma_nvbh) return [];
  const ma_nvbh = String(doc.ma_nvbh);
  const [row] = rowsOf<Row>(
    await tx.execute(sql`SELECT 1 FROM hr_employees WHERE ma_nv = ${ma_nvbh} AND la_nvbh IS TRUE`),
  );
  return row ? [] : [{ field: 'ma_nvbh', message: scope.t(saleMessages.notSaler, { ma_nvbh }) }];
}

async function countCodeUse(tx: Tx, input: DocumentRuleInput): Promise<void> {
  if (input.before || !input.doc.ma_giam_gia) return;
  await tx.execute(
    sql`UPDATE sales_discount_codes SET so_lan_da_dung = coalesce(so_lan_da_dung, 0) + 1
        WHERE ma_giam_gia = ${String(input.doc.ma_giam_gia)}`,
  );
}

/** The rule of a sale (bills, retail orders, service slips). */
export function saleRule(o: { performers?: boolean; requireCard?: boolean } = {}): DocumentRule {
  return async (tx, input) => {
    const { doc, scope } = input;
    const settings = await loadSettings(tx, ['sale_bill_require_card', 'sale_discount_max']);
    const problems: Problem[] = [];
    if (o.requireCard && settings.sale_bill_require_card && !doc.ma_the)
      problems.push({ field: 'ma_the', message: scope.t(saleMessages.cardRequired) });
    problems.push(...(await salerProblems(tx, doc, scope)));
    problems.push(...(await lineProblems(tx, doc, scope, o.performers ?? false)));
    const code = await discountCode(tx, doc, scope);
    problems.push(...allocationProblems(doc, code, scope));
    problems.push(...limitProblems(doc, settings.sale_discount_max, scope));
    problems.push(...(await paymentProblems(tx, doc, scope)));
    refuse(problems);
    await countCodeUse(tx, input);
  };
}
