import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { seedDemoDocuments } from '../../src/server/modules/stock/demo-documents.ts';
import { ledgerState } from './documents-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/**
 * DEMO_DOCUMENTS: three months of the demo's stock documents, made by the document engine. The
 * ledgers they leave balance (stock balance table = Σ stock ledger, Σ debit = Σ credit per
 * document, GL balance table = Σ GL ledger) and nothing went below zero where it may not.
 */
describe(`demo documents (${backend})`, () => {
  let t: TestApp;
  let made = 0;
  let seconds = 0;
  beforeAll(async () => {
    t = await openTestApp();
    const started = performance.now();
    made = await seedDemoDocuments(t.database.db, 'demo', { months: 3, today: '2026-11-28' });
    seconds = (performance.now() - started) / 1000;
    console.log(`demo documents: ${made} in ${seconds.toFixed(1)} s (${backend})`);
  }, 300_000);
  afterAll(() => t.close());

  const count = async (query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, 'demo', async (tx) => rowsOf<Record<string, string>>(await tx.execute(query)));

  it('posts every kind of stock document over three months', async () => {
    const kinds = await count(
      sql`SELECT ma_ct, count(DISTINCT stt_rec)::text AS n, min(ngay_ct)::text AS first, max(ngay_ct)::text AS last
          FROM (SELECT ma_ct, stt_rec, ngay_ct FROM stock_ledger
                UNION ALL SELECT ma_ct, id, ngay_ct FROM purchase_orders) d GROUP BY ma_ct ORDER BY ma_ct`,
    );
    expect(kinds.map((k) => k.ma_ct)).toEqual(['DH1', 'PD1', 'PN1', 'PN2', 'PX1', 'PX2']);
    for (const kind of kinds) expect(Number(kind.n), kind.ma_ct).toBeGreaterThan(1);
    expect(kinds.find((k) => k.ma_ct === 'PN2')?.first).toBe('2026-08-28');
    expect(made).toBeGreaterThan(40);
  });

  it('leaves ledgers that balance, with no stock below zero where refused', async () => {
    const state = await ledgerState(t);
    expect(state.ledger.size).toBeGreaterThan(100);
    expect(state.balances).toEqual(state.ledger);
    expect(state.unbalanced).toEqual([]);
    expect(state.glMismatch).toEqual([]);
    expect(state.monthlyMismatch).toEqual([]);
    const [totals] = await count(
      sql`SELECT trim_scale(sum(ps_no))::text AS no, trim_scale(sum(ps_co))::text AS co FROM gl_ledger`,
    );
    expect(totals?.no).toBe(totals?.co);
    expect(Number(totals?.no)).toBeGreaterThan(0);
    const negative = await count(sql`SELECT ma_kho, ma_vt, ma_lo FROM stock_balances WHERE ton < 0`);
    expect(negative).toEqual([]);
    // Batches were kept: the tracked serums hold stock by batch with an expiry.
    const batched = await count(
      sql`SELECT b.ma_lo FROM stock_balances b JOIN stock_batches k ON k.ma_vt = b.ma_vt AND k.ma_lo = b.ma_lo
          WHERE b.ma_vt = 'SER02' AND b.ton > 0 AND k.ngay_hhsd IS NOT NULL`,
    );
    expect(batched.length).toBeGreaterThan(0);
  });

  it('receives purchase orders through receipts naming their lines', async () => {
    const received = await count(
      sql`SELECT count(*)::text AS n FROM stock_receipts_details WHERE stt_rec_dh IS NOT NULL`,
    );
    expect(Number(received[0]?.n)).toBeGreaterThan(8);
  });
});
