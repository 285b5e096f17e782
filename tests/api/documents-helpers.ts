import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/client.ts';
import { type Tx, withTenant } from '../../src/server/db/with-tenant.ts';
import type { TestApp } from './harness.ts';

/** Builders and direct ledger reads shared by the document API tests. */

type Line = Record<string, unknown>;

export const receipt = (details: Line[], extra: Record<string, unknown> = {}) => ({
  ma_dvcs: 'CN01',
  ma_ct: 'PN1',
  ngay_ct: '2026-11-02',
  ma_ncc: null,
  dien_giai: 'Nhập hàng',
  details,
  ...extra,
});

export const goods = (ma_vt: string, so_luong: string, gia: string, extra: Line = {}): Line => ({
  ma_vt,
  so_luong,
  gia,
  ma_kho: 'KCN01',
  ...extra,
});

export const delivery = (details: Line[], extra: Record<string, unknown> = {}) => ({
  ma_dvcs: 'CN01',
  ma_ct: 'PX1',
  ngay_ct: '2026-11-03',
  details,
  ...extra,
});

export interface LedgerState {
  /** Keys (branch|account|customer|supplier) where gl_balances differs from Σ gl_ledger. */
  glMismatch: string[];
  /** Keys (warehouse|product|batch|month) where stock_monthly_moves ≠ Σ stock_ledger of the month. */
  monthlyMismatch: string[];
  /** `${ma_kho}|${ma_vt}|${ma_lo}` → Σ stock_ledger. */
  ledger: Map<string, { ton: string; tien: string }>;
  /** The same key → the balance table's row. */
  balances: Map<string, { ton: string; tien: string }>;
  /** Documents whose Σ ps_no ≠ Σ ps_co. */
  unbalanced: string[];
}

/**
 * The keys ('|'-joined) where a balance table differs from the ledger sums it keeps: `sums` names
 * its key and amount columns as the table does; a row missing on either side counts as zeros.
 */
async function mismatchKeys(
  tx: Tx,
  sums: ReturnType<typeof sql>,
  table: string,
  keys: readonly string[],
  amounts: readonly string[],
): Promise<string[]> {
  const key = keys.map((c) => `coalesce(l.${c}, b.${c})`).join(', ');
  const on = keys.map((c) => `b.${c} = l.${c}`).join(' AND ');
  const differs = amounts.map((c) => `coalesce(l.${c}, 0) <> coalesce(b.${c}, 0)`).join(' OR ');
  const rows = rowsOf<{ k: string }>(
    await tx.execute(
      sql`WITH l AS (${sums}) SELECT concat_ws('|', ${sql.raw(key)}) AS k
          FROM l FULL JOIN ${sql.raw(table)} b ON ${sql.raw(on)} WHERE ${sql.raw(differs)}`,
    ),
  );
  return rows.map((r) => r.k);
}

export async function ledgerState(t: TestApp, tenant = 'demo'): Promise<LedgerState> {
  return withTenant(t.database.db, tenant, async (tx) => {
    const read = async (query: ReturnType<typeof sql>) =>
      new Map(
        rowsOf<{ k: string; ton: string; tien: string }>(await tx.execute(query))
          .filter((r) => r.ton !== '0' || r.tien !== '0')
          .map((r) => [r.k, { ton: r.ton, tien: r.tien }]),
      );
    const ledger = await read(
      sql`SELECT ma_kho || '|' || ma_vt || '|' || ma_lo AS k, trim_scale(sum(so_luong))::text AS ton,
                 trim_scale(sum(tien))::text AS tien FROM stock_ledger GROUP BY 1`,
    );
    const balances = await read(
      sql`SELECT ma_kho || '|' || ma_vt || '|' || ma_lo AS k, trim_scale(ton)::text AS ton,
                 trim_scale(tien_ton)::text AS tien FROM stock_balances`,
    );
    const unbalanced = rowsOf<{ stt_rec: string }>(
      await tx.execute(sql`SELECT stt_rec FROM gl_ledger GROUP BY stt_rec HAVING sum(ps_no) <> sum(ps_co)`),
    ).map((r) => r.stt_rec);
    // The GL balance table against Σ gl_ledger per branch, account and party (both sides).
    const glMismatch = await mismatchKeys(
      tx,
      sql`SELECT ma_dvcs, tk, coalesce(ma_kh, '') AS ma_kh, coalesce(ma_ncc, '') AS ma_ncc,
                 sum(ps_no) AS ps_no, sum(ps_co) AS ps_co FROM gl_ledger GROUP BY 1, 2, 3, 4`,
      'gl_balances',
      ['ma_dvcs', 'tk', 'ma_kh', 'ma_ncc'],
      ['ps_no', 'ps_co'],
    );
    // The monthly moves against Σ stock_ledger per item, batch and month.
    const monthlyMismatch = await mismatchKeys(
      tx,
      sql`SELECT ma_kho, ma_vt, ma_lo, date_trunc('month', ngay_ct)::date AS thang,
                 sum(so_luong) AS so_luong, sum(tien) AS tien FROM stock_ledger GROUP BY 1, 2, 3, 4`,
      'stock_monthly_moves',
      ['ma_kho', 'ma_vt', 'ma_lo', 'thang'],
      ['so_luong', 'tien'],
    );
    return { ledger, balances, unbalanced, glMismatch, monthlyMismatch };
  });
}

/** Rows of a document header table and of both ledgers (to prove a refusal wrote nothing). */
export async function writtenRows(t: TestApp, table: string, tenant = 'demo'): Promise<number[]> {
  return withTenant(t.database.db, tenant, async (tx) => {
    const countOf = async (name: string) =>
      Number(
        rowsOf<{ n: string }>(
          await tx.execute(sql`SELECT count(*)::text AS n FROM ${sql.identifier(name)}`),
        )[0]?.n,
      );
    return [
      await countOf(table),
      await countOf(`${table}_details`),
      await countOf('stock_ledger'),
      await countOf('gl_ledger'),
    ];
  });
}
