import { type SQL, sql } from 'drizzle-orm';
import type {
  BatchHistory,
  BatchHistoryQuery,
  BatchHistoryRow,
  ProductBatchQuery,
  ProductBatchRow,
} from '../../contract/api/product-batches.api.ts';
import { add, neg } from '../../contract/domain/decimal.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';

/**
 * Batch views (contract/api/product-batches.api.ts): on hand per batch from the balance table (no
 * history scanned), the batches of an item in stock first to expire first, a batch's history from
 * the ledger (index stock_ledger_batch_idx).
 */

function balanceFilters(q: ProductBatchQuery, branches: readonly string[]): SQL {
  const parts = [sql`b.ma_dvcs IN ${branches}`, sql`b.ma_lo <> ''`];
  if (q.ma_kho?.length) parts.push(sql`b.ma_kho IN ${q.ma_kho}`);
  if (q.ma_vt?.length) parts.push(sql`b.ma_vt IN ${q.ma_vt}`);
  if (q.ma_lo?.length) parts.push(sql`b.ma_lo IN ${q.ma_lo}`);
  if (q.hetHanDen) parts.push(sql`k.ngay_hhsd <= ${q.hetHanDen}`);
  if (q.conTon === '1') parts.push(sql`b.ton <> 0`);
  return sql.join(parts, sql` AND `);
}

export async function productBatches(
  tx: Tx,
  q: ProductBatchQuery,
  branches: readonly string[],
): Promise<{ items: ProductBatchRow[]; total: number }> {
  const rows = rowsOf<ProductBatchRow & { total: number }>(
    await tx.execute(
      sql`SELECT b.ma_vt, p.ten_vt, p.dvt, b.ma_lo, k.ngay_hhsd::text AS ngay_hhsd, b.ma_kho,
                 trim_scale(b.ton)::text AS ton, trim_scale(b.tien_ton)::text AS tien_ton,
                 (count(*) OVER ())::int AS total
          FROM stock_balances b
          LEFT JOIN stock_batches k ON k.ma_vt = b.ma_vt AND k.ma_lo = b.ma_lo
          LEFT JOIN stock_products p ON p.ma_vt = b.ma_vt
          WHERE ${balanceFilters(q, branches)}
          ORDER BY k.ngay_hhsd NULLS LAST, b.ma_vt, b.ma_lo, b.ma_kho
          LIMIT ${q.pageSize} OFFSET ${(q.pageIndex - 1) * q.pageSize}`,
    ),
  );
  return { items: rows.map(({ total: _t, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export interface BatchOnHand {
  readonly ma_lo: string;
  readonly ngay_hhsd: string | null;
  readonly ton: string;
}

/** Batches of a product holding stock in a warehouse, the first to expire first (no expiry last). */
export async function batchesInStock(tx: Tx, maKho: string, maVt: string): Promise<BatchOnHand[]> {
  return rowsOf<BatchOnHand>(
    await tx.execute(
      sql`SELECT b.ma_lo, k.ngay_hhsd::text AS ngay_hhsd, trim_scale(b.ton)::text AS ton
          FROM stock_balances b
          JOIN stock_batches k ON k.ma_vt = b.ma_vt AND k.ma_lo = b.ma_lo
          WHERE b.ma_kho = ${maKho} AND b.ma_vt = ${maVt} AND b.ma_lo <> '' AND b.ton > 0
          ORDER BY k.ngay_hhsd NULLS LAST, b.ma_lo`,
    ),
  );
}

/** The warehouse belongs to one of `branches` (else it is not the caller's to read). */
export async function warehouseInBranches(
  tx: Tx,
  maKho: string,
  branches: readonly string[],
): Promise<boolean> {
  const rows = await tx.execute(
    sql`SELECT 1 FROM stock_warehouses WHERE ma_kho = ${maKho} AND ma_dvcs IN ${branches}`,
  );
  return rowsOf(rows).length > 0;
}

export async function batchHistory(
  tx: Tx,
  q: BatchHistoryQuery,
  branches: readonly string[],
): Promise<BatchHistory> {
  const parts = [sql`ma_vt = ${q.ma_vt}`, sql`ma_lo = ${q.ma_lo}`, sql`ma_dvcs IN ${branches}`];
  if (q.ma_kho?.length) parts.push(sql`ma_kho IN ${q.ma_kho}`);
  const where = sql.join(parts, sql` AND `);
  const opening = q.fromDate
    ? (rowsOf<{ ton: string }>(
        await tx.execute(
          sql`SELECT trim_scale(coalesce(sum(so_luong), 0))::text AS ton FROM stock_ledger
              WHERE ${where} AND ngay_ct < ${q.fromDate}`,
        ),
      )[0]?.ton ?? '0')
    : '0';
  const from = q.fromDate ? sql`AND ngay_ct >= ${q.fromDate}` : sql``;
  const to = q.toDate ? sql`AND ngay_ct <= ${q.toDate}` : sql``;
  const rows = rowsOf<Omit<BatchHistoryRow, 'nhap' | 'xuat' | 'ton'> & { so_luong: string }>(
    await tx.execute(
      sql`SELECT stt_rec, ma_ct, so_ct, ngay_ct::text AS ngay_ct, line, ma_kho,
                 trim_scale(so_luong)::text AS so_luong
          FROM stock_ledger WHERE ${where} ${from} ${to}
          ORDER BY ngay_ct, created_at, so_ct, line, id LIMIT 5000`,
    ),
  );
  let onHand = opening;
  const items = rows.map(({ so_luong, ...row }) => {
    onHand = add(onHand, so_luong);
    const incoming = !so_luong.startsWith('-');
    return { ...row, nhap: incoming ? so_luong : '0', xuat: incoming ? '0' : neg(so_luong), ton: onHand };
  });
  const about = rowsOf<{ ten_vt: string | null; dvt: string | null; ngay_hhsd: string | null }>(
    await tx.execute(
      sql`SELECT p.ten_vt, p.dvt, k.ngay_hhsd::text AS ngay_hhsd
          FROM (SELECT 1) one
          LEFT JOIN stock_products p ON p.ma_vt = ${q.ma_vt}
          LEFT JOIN stock_batches k ON k.ma_vt = ${q.ma_vt} AND k.ma_lo = ${q.ma_lo}`,
    ),
  )[0];
  return {
    ma_vt: q.ma_vt,
    ten_vt: about?.ten_vt ?? null,
    dvt: about?.dvt ?? null,
    ma_lo: q.ma_lo,
    ngay_hhsd: about?.ngay_hhsd ?? null,
    dau_ky: opening,
    items,
    cuoi_ky: onHand,
  };
}
