import { sql } from 'drizzle-orm';
import type { DocumentValues } from '../../../contract/documents/define.ts';
import { EINVOICE_STATE } from '../../../contract/documents/sales/invoice-orders.document.ts';
import { POSTED } from '../../../contract/documents/statuses.ts';
import { sum } from '../../../contract/domain/decimal.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { DocumentRule, DocumentRuleFill } from '../../documents/rules.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { type Problem, refuse } from '../sales/sale-rules.ts';
import { einvoiceMessages as m } from './einvoice-messages.ts';

/**
 * An invoice order's bills (issue 29, e-invoices): each a posted bill of the order's branch and
 * customer, on no other order that still holds it (not cancelled, its invoice neither cancelled nor
 * replaced) — except the order its invoice replaces. The bills are locked first (advisory locks in
 * sorted order), so two orders claiming one bill at once queue and the second sees the first.
 * Their numbers and amounts are read from the bills and summed into the order's totals.
 */

type Row = Record<string, unknown>;

interface Bill {
  id: string;
  so_ct: string;
  ngay_ct: string;
  ma_dvcs: string;
  ma_kh: string | null;
  t_tien_hang: string;
  t_tien_ck: string;
  t_tien_thue: string;
  t_tt: string;
}

const TAX_CODE = /^\d{10}(-\d{3})?$/;
const AMOUNTS = ['t_tien_hang', 't_tien_ck', 't_tien_thue', 't_tt'] as const;

/** Serialises every write naming one of these bills (or originals) until the transaction ends. */
export async function lockKeys(tx: Tx, tenantId: string, ids: readonly string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort())
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`einvoice:${tenantId}:${id}`}, 0))`);
}

async function readBills(tx: Tx, ids: string[]): Promise<Map<string, Bill>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<Bill>(
    await tx.execute(sql`SELECT id, so_ct, ngay_ct::text AS ngay_ct, ma_dvcs, ma_kh,
      ${sql.join(
        AMOUNTS.map((a) => sql`coalesce(trim_scale(${sql.identifier(a)}), 0)::text AS ${sql.identifier(a)}`),
        sql`, `,
      )}
      FROM sales_bills WHERE id IN ${ids} AND status = ${POSTED}`),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Orders other than this one (and its original) that still hold any of the bills. */
async function holders(tx: Tx, ids: string[], self: string | null, original: string | null) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = rowsOf<{ stt_rec_hd: string; so_ct: string }>(
    await tx.execute(sql`SELECT d.stt_rec_hd, o.so_ct FROM sales_invoice_orders_details d
      JOIN sales_invoice_orders o ON o.id = d.stt_rec
      WHERE d.stt_rec_hd IN ${ids} AND o.status <> '9'
        AND coalesce(o.hd_trang_thai, '') NOT IN (${EINVOICE_STATE.CANCELLED}, ${EINVOICE_STATE.REPLACED})
        ${self ? sql`AND o.id <> ${self}` : sql``} ${original ? sql`AND o.id <> ${original}` : sql``}`),
  );
  return new Map(rows.map((r) => [r.stt_rec_hd, r.so_ct]));
}

function buyerProblems(doc: DocumentValues, t: RequestScope['t']): Problem[] {
  const problems: Problem[] = [];
  const taxCode = String(doc.ma_so_thue ?? '');
  if (taxCode && !TAX_CODE.test(taxCode)) problems.push({ field: 'ma_so_thue', message: t(m.taxCode) });
  if (taxCode && !doc.ten_dv) problems.push({ field: 'ten_dv', message: t(m.companyRequired) });
  if (!doc.ten_dv && !doc.nguoi_mua) problems.push({ field: 'nguoi_mua', message: t(m.buyerRequired) });
  return problems;
}

/** The original an order replaces: published, and replaced by no other live order. */
async function originalProblems(tx: Tx, doc: DocumentValues, self: string | null, t: RequestScope['t']) {
  const id = String(doc.stt_rec_goc ?? '').toLowerCase();
  if (!id) return [];
  const field = 'stt_rec_goc';
  const [original] = rowsOf<{ so_ct: string; hd_trang_thai: string | null }>(
    await tx.execute(sql`SELECT so_ct, hd_trang_thai FROM sales_invoice_orders WHERE id = ${id}`),
  );
  if (!original) return [{ field, message: t(m.originalNotFound, { id }) }];
  if (original.hd_trang_thai !== EINVOICE_STATE.PUBLISHED)
    return [{ field, message: t(m.originalNotPublished, { so_ct: original.so_ct }) }];
  const [other] = rowsOf<{ so_ct: string }>(
    await tx.execute(sql`SELECT so_ct FROM sales_invoice_orders WHERE stt_rec_goc = ${id} AND status <> '9'
      AND coalesce(hd_trang_thai, '') NOT IN (${EINVOICE_STATE.CANCELLED}, ${EINVOICE_STATE.REPLACED})
      ${self ? sql`AND id <> ${self}` : sql``} LIMIT 1`),
  );
  if (other) return [{ field, message: t(m.originalTaken, { so_ct: original.so_ct, other: other.so_ct }) }];
  if (!doc.ly_do) return [{ field: 'ly_do', message: t(m.reasonRequired) }];
  return [];
}

function billProblems(
  doc: DocumentValues,
  bills: Map<string, Bill>,
  taken: Map<string, string>,
  t: RequestScope['t'],
) {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  doc.details.forEach((line, i) => {
    const field = `details[${i}].stt_rec_hd`;
    const id = String(line.stt_rec_hd).toLowerCase();
    const bill = bills.get(id);
    if (!bill) {
      problems.push({ field, message: t(m.billNotFound, { id }) });
      return;
    }
    const so_ct_hd = bill.so_ct;
    if (seen.has(id)) problems.push({ field, message: t(m.duplicateBill, { so_ct_hd }) });
    seen.add(id);
    if (bill.ma_dvcs !== doc.ma_dvcs)
      problems.push({ field, message: t(m.billBranch, { so_ct_hd, ma_dvcs: bill.ma_dvcs }) });
    if ((bill.ma_kh ?? '') !== String(doc.ma_kh ?? ''))
      problems.push({ field, message: t(m.billCustomer, { so_ct_hd, ma_kh: bill.ma_kh ?? '' }) });
    const holder = taken.get(id);
    if (holder) problems.push({ field, message: t(m.billTaken, { so_ct_hd, so_ct: holder }) });
  });
  return problems;
}

export const invoiceOrderRule: DocumentRule = async (tx, { doc, before, scope }) => {
  const ids = doc.details.map((line) => String(line.stt_rec_hd).toLowerCase());
  const self = before ? String(before.stt_rec) : null;
  const original = doc.stt_rec_goc ? String(doc.stt_rec_goc).toLowerCase() : null;
  await lockKeys(tx, scope.tenantId, [...ids, ...(original ? [original] : [])]);
  const bills = await readBills(tx, [...new Set(ids)]);
  const problems = [
    ...buyerProblems(doc, scope.t),
    ...(await originalProblems(tx, doc, self, scope.t)),
    ...billProblems(doc, bills, await holders(tx, ids, self, original), scope.t),
  ];
  refuse(problems);
  const details: Row[] = doc.details.map((line, i) => {
    const bill = bills.get(ids[i] ?? '') as Bill;
    const amounts = Object.fromEntries(AMOUNTS.map((a) => [a, bill[a]]));
    return { ...line, stt_rec_hd: bill.id, so_ct_hd: bill.so_ct, ngay_ct_hd: bill.ngay_ct, ...amounts };
  });
  const header = Object.fromEntries(AMOUNTS.map((a) => [a, sum(details.map((d) => String(d[a])))]));
  return { header: { ...header, stt_rec_goc: original }, details } satisfies DocumentRuleFill;
};
