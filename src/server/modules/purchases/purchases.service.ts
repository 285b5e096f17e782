import { sql } from 'drizzle-orm';
import type {
  SupplierBalanceRow,
  SupplierLedger,
  SupplierLedgerRow,
} from '../../../contract/api/supplier-ledger.api.ts';
import { domesticOrders } from '../../../contract/documents/purchases/domestic-orders.document.ts';
import { receiptOrders } from '../../../contract/documents/stock/receipt-orders.document.ts';
import { add, sub } from '../../../contract/domain/decimal.ts';
import { suppliers } from '../../../contract/entities/purchases/suppliers.entity.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';

/**
 * What a purchase order still awaits, and what the spa owes its suppliers: read from the posted
 * receipts' lines that name the order, and from the general ledger's 331 rows.
 */

export interface OrderLineProgress {
  line: number;
  ma_vt: string;
  so_luong: string;
  da_nhan: string;
  con_lai: string;
}

/** A receipt counts once its status posts (voucher-infos `ghi_so`; status 2 when none is set up). */
const posted = (alias: string) =>
  sql.raw(`(${alias}.status IN (SELECT vi.status FROM voucher_infos vi WHERE vi.ma_ct = ${alias}.ma_ct AND vi.ghi_so)
    OR (${alias}.status = '2' AND NOT EXISTS (SELECT 1 FROM voucher_infos vi WHERE vi.ma_ct = ${alias}.ma_ct)))`);

export async function orderProgress(tx: Tx, sttRec: string): Promise<OrderLineProgress[]> {
  const orderLines = sql.identifier(domesticOrders.lines.details.table);
  const receipts = sql.identifier(receiptOrders.table);
  const receiptLines = sql.identifier(receiptOrders.lines.details.table);
  return rowsOf<OrderLineProgress>(
    await tx.execute(
      sql`SELECT o.line, o.ma_vt, trim_scale(o.so_luong)::text AS so_luong,
                 trim_scale(coalesce(r.da_nhan, 0))::text AS da_nhan,
                 trim_scale(o.so_luong - coalesce(r.da_nhan, 0))::text AS con_lai
          FROM ${orderLines} o
          LEFT JOIN (
            SELECT l.line_dh, sum(l.so_luong) AS da_nhan FROM ${receiptLines} l
            JOIN ${receipts} h ON h.tenant_id = l.tenant_id AND h.id = l.stt_rec
            WHERE l.stt_rec_dh = ${sttRec} AND ${posted('h')}
            GROUP BY l.line_dh
          ) r ON r.line_dh = o.line
          WHERE o.stt_rec = ${sttRec}
          ORDER BY o.line`,
    ),
  );
}

/**
 * What is owed to each supplier with a balance, from the GL balance table (never the ledger's
 * history: ledgers/gl-balances.ts keeps it by posting), within the request's branches.
 */
export async function supplierBalances(
  tx: Tx,
  branches: readonly string[],
  codes: readonly string[],
): Promise<SupplierBalanceRow[]> {
  const only = codes.length > 0 ? sql`AND b.ma_ncc IN ${codes}` : sql``;
  return rowsOf<SupplierBalanceRow>(
    await tx.execute(
      sql`SELECT b.ma_ncc, min(s.ten_ncc) AS ten_ncc, trim_scale(sum(b.ps_co) - sum(b.ps_no))::text AS du_no
          FROM gl_balances b
          LEFT JOIN ${sql.identifier(suppliers.table)} s ON s.tenant_id = b.tenant_id AND s.ma_ncc = b.ma_ncc
          WHERE b.tk LIKE '331%' AND b.ma_ncc <> '' AND b.ma_dvcs IN ${branches} ${only}
          GROUP BY b.ma_ncc HAVING sum(b.ps_co) <> sum(b.ps_no) ORDER BY b.ma_ncc`,
    ),
  );
}

/**
 * One supplier's 331 rows in a period, oldest first, with what was owed before it and after each
 * row (a ledger view reads the period's history by nature; the balance before is one sum).
 */
export async function supplierLedger(
  tx: Tx,
  branches: readonly string[],
  query: { ma_ncc: string; fromDate?: string | undefined; toDate?: string | undefined },
): Promise<SupplierLedger> {
  const supplier = sql`tk LIKE '331%' AND ma_ncc = ${query.ma_ncc} AND ma_dvcs IN ${branches}`;
  const opening = query.fromDate
    ? (rowsOf<{ du_no: string }>(
        await tx.execute(
          sql`SELECT trim_scale(coalesce(sum(ps_co) - sum(ps_no), 0))::text AS du_no FROM gl_ledger
              WHERE ${supplier} AND ngay_ct < ${query.fromDate}`,
        ),
      )[0]?.du_no ?? '0')
    : '0';
  const from = query.fromDate ? sql`AND ngay_ct >= ${query.fromDate}` : sql``;
  const to = query.toDate ? sql`AND ngay_ct <= ${query.toDate}` : sql``;
  const rows = rowsOf<Omit<SupplierLedgerRow, 'du_no'>>(
    await tx.execute(
      sql`SELECT stt_rec, ma_ct, so_ct, ngay_ct::text AS ngay_ct, dien_giai, tk_du,
                 trim_scale(ps_no)::text AS ps_no, trim_scale(ps_co)::text AS ps_co
          FROM gl_ledger WHERE ${supplier} ${from} ${to}
          ORDER BY ngay_ct, so_ct, line, id`,
    ),
  );
  let owed = opening;
  const items = rows.map((row) => {
    owed = sub(add(owed, row.ps_co), row.ps_no);
    return { ...row, du_no: owed };
  });
  return { ma_ncc: query.ma_ncc, dau_ky: opening, items, cuoi_ky: owed };
}
