import { sql } from 'drizzle-orm';
import type { GlRow } from '../../contract/documents/ledger.ts';
import { add, neg } from '../../contract/domain/decimal.ts';
import type { Tx } from '../db/with-tenant.ts';

/**
 * The general ledger's balance table (db/ledger-tables.ts `gl_balances`) kept equal to
 * Σ gl_ledger per branch, account and party by posting: inserted rows are added, removed rows
 * subtracted, in the document's transaction, one statement each. The upsert takes the row lock,
 * so concurrent postings on one account queue on that row only.
 */

type GlSide = Pick<GlRow, 'ma_dvcs' | 'tk' | 'ps_no' | 'ps_co' | 'ma_kh' | 'ma_ncc'>;

export async function applyToGlBalances(tx: Tx, tenantId: string, rows: readonly GlSide[], sign: 1 | -1) {
  const byKey = new Map<
    string,
    { ma_dvcs: string; tk: string; ma_kh: string; ma_ncc: string; no: string; co: string }
  >();
  for (const row of rows) {
    const ma_kh = row.ma_kh ?? '';
    const ma_ncc = row.ma_ncc ?? '';
    const key = [row.ma_dvcs, row.tk, ma_kh, ma_ncc].join('\u0000');
    const no = sign === 1 ? row.ps_no : neg(row.ps_no);
    const co = sign === 1 ? row.ps_co : neg(row.ps_co);
    const current = byKey.get(key);
    byKey.set(
      key,
      current
        ? { ...current, no: add(current.no, no), co: add(current.co, co) }
        : { ma_dvcs: row.ma_dvcs, tk: row.tk, ma_kh, ma_ncc, no, co },
    );
  }
  if (byKey.size === 0) return;
  // A fixed order: two postings touching the same accounts lock them in the same sequence.
  const sorted = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  const values = sql.join(
    sorted.map(
      (r) =>
        sql`(${tenantId}, gen_random_uuid()::text, ${r.ma_dvcs}, ${r.tk}, ${r.ma_kh}, ${r.ma_ncc}, ${r.no}::numeric, ${r.co}::numeric)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO gl_balances (tenant_id, id, ma_dvcs, tk, ma_kh, ma_ncc, ps_no, ps_co) VALUES ${values}
        ON CONFLICT (tenant_id, ma_dvcs, tk, ma_kh, ma_ncc) DO UPDATE
        SET ps_no = gl_balances.ps_no + excluded.ps_no, ps_co = gl_balances.ps_co + excluded.ps_co,
            updated_at = now(), version = gl_balances.version + 1`,
  );
}
