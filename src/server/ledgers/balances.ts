import { type SQL, sql } from 'drizzle-orm';
import type { StockRow } from '../../contract/documents/ledger.ts';
import { neg } from '../../contract/domain/decimal.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';

/**
 * The stock balance table and the monthly moves (db/ledger-tables.ts) kept equal to Σ stock_ledger
 * by posting: every posting adds its rows' quantities and values in the same transaction, every
 * unposting subtracts them. Items (warehouse × product) a posting touches are locked first, in a
 * fixed order, so concurrent postings of the same item queue instead of reading a stale average.
 */

export interface ItemKey {
  readonly ma_kho: string;
  readonly ma_vt: string;
}

export const itemId = (key: ItemKey): string => `${key.ma_kho}\u0000${key.ma_vt}`;

/** Transaction-scoped advisory locks on the items, sorted (no deadlock between two postings). */
export async function lockItems(tx: Tx, tenantId: string, keys: readonly ItemKey[]): Promise<void> {
  // Codes never hold '|' (code fields are letters and digits), so the joined text is unambiguous.
  const ids = [...new Set(keys.map((k) => `stock|${tenantId}|${k.ma_kho}|${k.ma_vt}`))].sort();
  for (const id of ids) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${id}, 0))`);
}

function itemCondition(keys: readonly ItemKey[], alias = ''): SQL {
  if (keys.length === 0) return sql`FALSE`;
  const pairs = sql.join(
    keys.map((k) => sql`(${k.ma_kho}, ${k.ma_vt})`),
    sql`, `,
  );
  const a = sql.raw(alias ? `${alias}.` : '');
  return sql`(${a}ma_kho, ${a}ma_vt) IN (${pairs})`;
}

/** On hand and value per item (all batches), now. */
export async function itemBalances(
  tx: Tx,
  keys: readonly ItemKey[],
): Promise<Map<string, { ton: string; tien: string }>> {
  const rows = rowsOf<{ ma_kho: string; ma_vt: string; ton: string; tien: string }>(
    await tx.execute(
      sql`SELECT ma_kho, ma_vt, trim_scale(sum(ton))::text AS ton, trim_scale(sum(tien_ton))::text AS tien
          FROM stock_balances WHERE ${itemCondition(keys)} GROUP BY ma_kho, ma_vt`,
    ),
  );
  return new Map(rows.map((r) => [itemId(r), { ton: r.ton, tien: r.tien }]));
}

/** A stock row with the date of its document, which names the month it counts in. */
export type DatedStockRow = StockRow & { readonly ngay_ct: string };

/**
 * Adds (sign 1) or removes (sign -1) stock rows from the balance table and the monthly moves, in
 * one statement: the rows are grouped by item and batch (and month) in SQL, as one INSERT may not
 * touch the same key twice.
 */
export async function applyToBalances(
  tx: Tx,
  tenantId: string,
  rows: readonly DatedStockRow[],
  sign: 1 | -1,
) {
  if (rows.length === 0) return;
  const moves = sql.join(
    rows.map((r) => {
      const [quantity, value] = sign === 1 ? [r.so_luong, r.tien] : [neg(r.so_luong), neg(r.tien)];
      return sql`(${r.ma_dvcs}, ${r.ma_kho}, ${r.ma_vt}, ${r.ma_lo}, date_trunc('month', ${r.ngay_ct}::date)::date, ${quantity}::numeric, ${value}::numeric)`;
    }),
    sql`, `,
  );
  await tx.execute(
    sql`WITH moves (ma_dvcs, ma_kho, ma_vt, ma_lo, thang, so_luong, tien) AS (VALUES ${moves}),
        balances AS (
          INSERT INTO stock_balances (tenant_id, id, ma_dvcs, ma_kho, ma_vt, ma_lo, ton, tien_ton)
          SELECT ${tenantId}, gen_random_uuid()::text, min(ma_dvcs), ma_kho, ma_vt, ma_lo, sum(so_luong), sum(tien)
          FROM moves GROUP BY ma_kho, ma_vt, ma_lo
          ON CONFLICT (tenant_id, ma_kho, ma_vt, ma_lo) DO UPDATE
          SET ton = stock_balances.ton + excluded.ton, tien_ton = stock_balances.tien_ton + excluded.tien_ton,
              updated_at = now(), version = stock_balances.version + 1)
        INSERT INTO stock_monthly_moves (tenant_id, id, ma_dvcs, ma_kho, ma_vt, ma_lo, thang, so_luong, tien)
        SELECT ${tenantId}, gen_random_uuid()::text, min(ma_dvcs), ma_kho, ma_vt, ma_lo, thang, sum(so_luong), sum(tien)
        FROM moves GROUP BY ma_kho, ma_vt, ma_lo, thang
        ON CONFLICT (tenant_id, ma_kho, ma_vt, ma_lo, thang) DO UPDATE
        SET so_luong = stock_monthly_moves.so_luong + excluded.so_luong,
            tien = stock_monthly_moves.tien + excluded.tien,
            updated_at = now(), version = stock_monthly_moves.version + 1`,
  );
}

/** Batches of the items now below zero whose product does not allow negative stock. */
export async function refusedNegatives(
  tx: Tx,
  keys: readonly ItemKey[],
): Promise<{ ma_kho: string; ma_vt: string; ma_lo: string; thieu: string }[]> {
  return rowsOf(
    await tx.execute(
      sql`SELECT b.ma_kho, b.ma_vt, b.ma_lo, trim_scale(-b.ton)::text AS thieu
          FROM stock_balances b
          LEFT JOIN stock_products p ON p.tenant_id = b.tenant_id AND p.ma_vt = b.ma_vt
          WHERE ${itemCondition(keys, 'b')} AND b.ton < 0 AND NOT coalesce(p.cho_phep_am, false)
          ORDER BY b.ma_kho, b.ma_vt, b.ma_lo`,
    ),
  );
}
