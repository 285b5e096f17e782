import { type SQL, sql } from 'drizzle-orm';
import type { StockRow } from '../../contract/documents/ledger.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import { signedSums } from './signed-sums.ts';

/**
 * The stock balance table (db/ledger-tables.ts) kept equal to Σ stock_ledger by posting: every
 * posting adds its rows' quantities and values in the same transaction, every unposting subtracts
 * them. Items (warehouse × product) a posting touches are locked first, in a fixed order, so
 * concurrent postings of the same item queue instead of reading a stale average.
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

/** Adds (sign 1) or removes (sign -1) stock rows from the balance table, one statement. */
export async function applyToBalances(tx: Tx, tenantId: string, rows: readonly StockRow[], sign: 1 | -1) {
  const byKey = signedSums(
    rows,
    sign,
    (row) => `${itemId(row)}\u0000${row.ma_lo}`,
    (row) => ({ ma_dvcs: row.ma_dvcs, ma_kho: row.ma_kho, ma_vt: row.ma_vt, ma_lo: row.ma_lo }),
    (row) => ({ ton: row.so_luong, tien: row.tien }),
  );
  if (byKey.size === 0) return;
  const values = sql.join(
    [...byKey.values()].map(
      (r) =>
        sql`(${tenantId}, gen_random_uuid()::text, ${r.ma_dvcs}, ${r.ma_kho}, ${r.ma_vt}, ${r.ma_lo}, ${r.ton}::numeric, ${r.tien}::numeric)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO stock_balances (tenant_id, id, ma_dvcs, ma_kho, ma_vt, ma_lo, ton, tien_ton) VALUES ${values}
        ON CONFLICT (tenant_id, ma_kho, ma_vt, ma_lo) DO UPDATE
        SET ton = stock_balances.ton + excluded.ton, tien_ton = stock_balances.tien_ton + excluded.tien_ton,
            updated_at = now(), version = stock_balances.version + 1`,
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
