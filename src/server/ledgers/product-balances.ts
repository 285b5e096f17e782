import { type SQL, sql } from 'drizzle-orm';
import type {
  ProductBalance,
  ProductBalanceList,
  ProductBalanceQuery,
} from '../../contract/api/product-balances.api.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';

/**
 * Balances as of a date without scanning history: the balance table holds today's; a past date
 * subtracts the monthly moves of the months after its own and the ledger rows of the rest of its
 * month (indexes stock_monthly_moves_asof_idx and stock_ledger_asof_idx).
 */

function filters(q: ProductBalanceQuery, branches: readonly string[], alias: string): SQL {
  const a = (column: string) => sql.raw(`${alias}.${column}`);
  const parts = [sql`${a('ma_dvcs')} IN ${branches}`];
  if (q.ma_kho?.length) parts.push(sql`${a('ma_kho')} IN ${q.ma_kho}`);
  if (q.ma_vt?.length) parts.push(sql`${a('ma_vt')} IN ${q.ma_vt}`);
  if (q.ma_lo?.length) parts.push(sql`${a('ma_lo')} IN ${q.ma_lo}`);
  return sql.join(parts, sql` AND `);
}

function balanceRows(q: ProductBalanceQuery, branches: readonly string[]): SQL {
  const now = sql`SELECT ma_kho, ma_vt, ma_lo, ton, tien_ton FROM stock_balances b WHERE ${filters(q, branches, 'b')}`;
  if (!q.toDate) return now;
  const nextMonth = sql`(date_trunc('month', ${q.toDate}::date) + interval '1 month')::date`;
  const laterMonths = sql`SELECT ma_kho, ma_vt, ma_lo, -so_luong AS ton, -tien AS tien_ton FROM stock_monthly_moves m
                          WHERE ${filters(q, branches, 'm')} AND m.thang >= ${nextMonth}`;
  const restOfMonth = sql`SELECT ma_kho, ma_vt, ma_lo, -so_luong AS ton, -tien AS tien_ton FROM stock_ledger l
                          WHERE ${filters(q, branches, 'l')} AND l.ngay_ct > ${q.toDate} AND l.ngay_ct < ${nextMonth}`;
  return sql`SELECT ma_kho, ma_vt, ma_lo, sum(ton) AS ton, sum(tien_ton) AS tien_ton
             FROM (${now} UNION ALL ${laterMonths} UNION ALL ${restOfMonth}) x GROUP BY ma_kho, ma_vt, ma_lo`;
}

export async function productBalances(
  tx: Tx,
  q: ProductBalanceQuery,
  branches: readonly string[],
): Promise<ProductBalanceList> {
  const rows = rowsOf<ProductBalance & { total: number; sum_ton: string; sum_tien_ton: string }>(
    await tx.execute(
      sql`SELECT r.ma_kho, r.ma_vt, p.ten_vt, p.dvt, r.ma_lo,
                 trim_scale(r.ton)::text AS ton, trim_scale(r.tien_ton)::text AS tien_ton,
                 (count(*) OVER ())::int AS total,
                 trim_scale(sum(r.ton) OVER ())::text AS sum_ton,
                 trim_scale(sum(r.tien_ton) OVER ())::text AS sum_tien_ton
          FROM (${balanceRows(q, branches)}) r
          LEFT JOIN stock_products p ON p.ma_vt = r.ma_vt
          WHERE r.ton <> 0 OR r.tien_ton <> 0
          ORDER BY r.ma_kho, r.ma_vt, r.ma_lo
          LIMIT ${q.pageSize} OFFSET ${(q.pageIndex - 1) * q.pageSize}`,
    ),
  );
  const first = rows[0];
  // Sums over every row the filters keep (the window runs before the page is cut).
  const totals = { ton: first?.sum_ton ?? '0', tien_ton: first?.sum_tien_ton ?? '0' };
  const items = rows.map(({ total: _t, sum_ton: _s, sum_tien_ton: _v, ...row }) => row);
  return { items, total: first?.total ?? 0, totals };
}
