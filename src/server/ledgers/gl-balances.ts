import { sql } from 'drizzle-orm';
import type { GlRow } from '../../contract/documents/ledger.ts';
import type { Tx } from '../db/with-tenant.ts';
import { signedSums } from './signed-sums.ts';

/**
 * The general ledger's balance table (db/ledger-tables.ts `gl_balances`) kept equal to
 * Σ gl_ledger per branch, account and party by posting: inserted rows are added, removed rows
 * subtracted, in the document's transaction, one statement each. The upsert takes the row lock,
 * so concurrent postings on one account queue on that row only.
 */

type GlSide = Pick<GlRow, 'ma_dvcs' | 'tk' | 'ps_no' | 'ps_co' | 'ma_kh' | 'ma_ncc'>;

export async function applyToGlBalances(tx: Tx, tenantId: string, rows: readonly GlSide[], sign: 1 | -1) {
  const byKey = signedSums(
    rows,
    sign,
    (row) => [row.ma_dvcs, row.tk, row.ma_kh ?? '', row.ma_ncc ?? ''].join('\u0000'),
    (row) => ({ ma_dvcs: row.ma_dvcs, tk: row.tk, ma_kh: row.ma_kh ?? '', ma_ncc: row.ma_ncc ?? '' }),
    (row) => ({ no: row.ps_no, co: row.ps_co }),
  );
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
