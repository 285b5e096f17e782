/**
 * The stock ledger at size (docs/documents.md, Benchmark): on PostgreSQL with 1,000,000
 * stock_ledger rows (bulk-loaded by generate_series, balances derived from them, then ANALYZE):
 *   - posting a 5-line receipt through the API, requests per second beside the same rows written
 *     by direct SQL in one transaction each, same concurrency, same run: target ≥ 0.5×;
 *   - GET /api/stock/product-balances for one warehouse today and six months back: p50 ≤ 20 ms
 *     and ≤ 100 ms;
 *   - numbering under 20 concurrent posters: 0 gaps, 0 duplicates.
 * BENCH_STOCK_DATABASE_URL (else BENCH_DATABASE_URL / TEST_DATABASE_URL) names a database used as
 * it is and kept: the tenant and the rows are loaded once, later runs reuse them. BENCH_ROWS
 * overrides the row count. It prints figures; it is not a timed test.
 */
import pg from 'pg';
import { medianMs, ratio } from './lib/load.mjs';
import { createDemoTenant, guarded, signInAdmin, startSen, stop } from './lib/processes.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PRODUCTS = 1000;
const WAREHOUSES = [
  ['BK1', 'CN01'],
  ['BK2', 'CN01'],
  ['BK3', 'CN02'],
];
const POSTERS = 20;
const CONCURRENCY = 4;
const SECONDS = 10;
const WATCHDOG_MS = 30 * 60_000;

export async function run() {
  const url =
    process.env.BENCH_STOCK_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('  skipped: set BENCH_STOCK_DATABASE_URL (PostgreSQL)');
    return { name: 'stock ledger (skipped: no PostgreSQL)' };
  }
  return guarded(
    WATCHDOG_MS,
    () => {},
    () => bench(url),
  );
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Products, warehouses and ROWS ledger rows over two years, balances = Σ ledger, ANALYZE. */
async function load(client) {
  const have = Number(
    (await client.query(`SELECT count(*) AS n FROM stock_ledger WHERE tenant_id = 'demo'`)).rows[0].n,
  );
  if (have >= ROWS) return console.log(`  reusing ${have.toLocaleString('en')} ledger rows`);
  console.log(`  loading ${ROWS.toLocaleString('en')} ledger rows…`);
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO stock_products (tenant_id, id, ma_vt, ten_vt, dvt, loai, cho_phep_am, status)
     SELECT 'demo', 'bp' || i, 'BP' || lpad(i::text, 5, '0'), 'Sản phẩm thử ' || i, 'CAI', 1, true, true
     FROM generate_series(1, ${PRODUCTS}) i ON CONFLICT DO NOTHING`,
  );
  for (const [kho, branch] of WAREHOUSES)
    await client.query(
      `INSERT INTO stock_warehouses (tenant_id, id, ma_kho, ten_kho, ma_dvcs, status)
       VALUES ('demo', $1, $1, 'Kho thử ' || $1, $2, true) ON CONFLICT DO NOTHING`,
      [kho, branch],
    );
  // Receipts (+) and issues (−) spread over 730 days, products and warehouses round-robin.
  await client.query(
    `INSERT INTO stock_ledger (tenant_id, id, stt_rec, ma_ct, so_ct, ngay_ct, line, ma_dvcs, ma_kho, ma_vt, ma_lo, so_luong, tien)
     SELECT 'demo', 'bl' || i, 'bd' || (i / 5), CASE WHEN i % 3 = 0 THEN 'PX1' ELSE 'PN1' END, 'B' || (i / 5),
            current_date - (i % 730), i % 5, w.ma_dvcs, w.ma_kho, 'BP' || lpad((1 + i % ${PRODUCTS})::text, 5, '0'), '',
            CASE WHEN i % 3 = 0 THEN -1 ELSE 2 END, CASE WHEN i % 3 = 0 THEN -10000 ELSE 20000 END
     FROM generate_series(1, ${ROWS}) i
     JOIN (VALUES ${WAREHOUSES.map(([k, b], n) => `(${n}, '${k}', '${b}')`).join(', ')}) w(n, ma_kho, ma_dvcs)
       ON w.n = i % ${WAREHOUSES.length}`,
  );
  await client.query(`DELETE FROM stock_balances WHERE tenant_id = 'demo'`);
  await client.query(
    `INSERT INTO stock_balances (tenant_id, id, ma_dvcs, ma_kho, ma_vt, ma_lo, ton, tien_ton)
     SELECT tenant_id, gen_random_uuid()::text, min(ma_dvcs), ma_kho, ma_vt, ma_lo, sum(so_luong), sum(tien)
     FROM stock_ledger WHERE tenant_id = 'demo' GROUP BY tenant_id, ma_kho, ma_vt, ma_lo`,
  );
  await client.query(`DELETE FROM stock_monthly_moves WHERE tenant_id = 'demo'`);
  await client.query(
    `INSERT INTO stock_monthly_moves (tenant_id, id, ma_dvcs, ma_kho, ma_vt, ma_lo, thang, so_luong, tien)
     SELECT tenant_id, gen_random_uuid()::text, min(ma_dvcs), ma_kho, ma_vt, ma_lo,
            date_trunc('month', ngay_ct)::date, sum(so_luong), sum(tien)
     FROM stock_ledger WHERE tenant_id = 'demo' GROUP BY tenant_id, ma_kho, ma_vt, ma_lo, date_trunc('month', ngay_ct)`,
  );
  await client.query('COMMIT');
  await client.query(
    'ANALYZE stock_ledger; ANALYZE stock_balances; ANALYZE stock_monthly_moves; ANALYZE stock_products',
  );
}

const lines = (n) =>
  Array.from({ length: 5 }, (_, i) => ({
    ma_vt: `BP${String(1 + ((n * 5 + i) % PRODUCTS)).padStart(5, '0')}`,
    so_luong: '3',
    gia: '10000',
    ma_kho: 'BK1',
  }));

/** Runs `work` from CONCURRENCY loops for SECONDS; answers completed calls per second. */
async function throughput(work) {
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      await work(done);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return done / ((performance.now() - started) / 1000);
}

/**
 * What posting writes, by hand: the number from a locked counter row, header, 5 lines, 5 ledger
 * rows, the balances and the monthly moves upserted, one transaction.
 */
function directPoster(pool) {
  let n = 0;
  return async () => {
    n += 1;
    const id = `dp${process.pid}_${Date.now()}_${n}`;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT set_config('app.tenant_id', 'demo', true)");
      // The gap-free number, as posting takes it: a counter row locked until commit (its own series).
      await client.query(
        `INSERT INTO document_counters (tenant_id, id, ma_dvcs, ma_ct, nam, so)
         VALUES ('demo', gen_random_uuid()::text, 'CN01', 'PNX', 2026, 0) ON CONFLICT DO NOTHING`,
      );
      await client.query(
        `UPDATE document_counters SET so = so + 1
         WHERE tenant_id = 'demo' AND ma_dvcs = 'CN01' AND ma_ct = 'PNX' AND nam = 2026 RETURNING so`,
      );
      await client.query(
        `INSERT INTO stock_receipts (tenant_id, id, stt_rec, ma_dvcs, ma_ct, so_ct, ngay_ct, status, t_so_luong, t_tien_hang, t_tt)
         VALUES ('demo', $1, $1, 'CN01', 'PN1', $1, current_date, '2', 15, 150000, 150000)`,
        [id],
      );
      const rows = lines(n);
      for (const [i, l] of rows.entries()) {
        await client.query(
          `INSERT INTO stock_receipts_details (tenant_id, id, stt_rec, line, ma_vt, so_luong, gia, tien_hang, tien, ma_kho)
           VALUES ('demo', $4, $1, $2::int, $3, 3, 10000, 30000, 30000, 'BK1')`,
          [id, i, l.ma_vt, `${id}_${i}`],
        );
        await client.query(
          `INSERT INTO stock_ledger (tenant_id, id, stt_rec, ma_ct, so_ct, ngay_ct, line, ma_dvcs, ma_kho, ma_vt, ma_lo, so_luong, tien)
           VALUES ('demo', $4, $1, 'PN1', $1, current_date, $2::int, 'CN01', 'BK1', $3, '', 3, 30000)`,
          [id, i, l.ma_vt, `${id}_l${i}`],
        );
      }
      await client.query(
        `INSERT INTO stock_balances (tenant_id, id, ma_dvcs, ma_kho, ma_vt, ma_lo, ton, tien_ton)
         SELECT 'demo', gen_random_uuid()::text, 'CN01', 'BK1', v, '', 3, 30000 FROM unnest($1::text[]) v
         ON CONFLICT (tenant_id, ma_kho, ma_vt, ma_lo) DO UPDATE
         SET ton = stock_balances.ton + excluded.ton, tien_ton = stock_balances.tien_ton + excluded.tien_ton`,
        [rows.map((l) => l.ma_vt)],
      );
      await client.query(
        `INSERT INTO stock_monthly_moves (tenant_id, id, ma_dvcs, ma_kho, ma_vt, ma_lo, thang, so_luong, tien)
         SELECT 'demo', gen_random_uuid()::text, 'CN01', 'BK1', v, '', date_trunc('month', current_date)::date, 3, 30000
         FROM unnest($1::text[]) v
         ON CONFLICT (tenant_id, ma_kho, ma_vt, ma_lo, thang) DO UPDATE
         SET so_luong = stock_monthly_moves.so_luong + excluded.so_luong, tien = stock_monthly_moves.tien + excluded.tien`,
        [rows.map((l) => l.ma_vt)],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
}

async function bench(url) {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  const hasTenant = await owner
    .query("SELECT 1 FROM tenants WHERE id = 'demo'")
    .catch(() => ({ rowCount: 0 }));
  if (hasTenant.rowCount !== 1) await createDemoTenant({ DATABASE_URL: url });
  await load(owner);
  const sen = await startSen({ DATABASE_URL: url });
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  try {
    const session = await signInAdmin(sen.origin);
    const headers = {
      Authorization: `Bearer ${session.access_token}`,
      Tenant: 'demo',
      Branchs: 'CN01,CN02',
      'content-type': 'application/json',
    };
    const post = async (n, ngay_ct = day(0)) => {
      const response = await fetch(`${sen.origin}/api/stock/receipt-orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ma_dvcs: 'CN01', ma_ct: 'PN1', ngay_ct, details: lines(n) }),
      });
      if (response.status !== 201) throw new Error(`post: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const api = await throughput(post);
    const direct = await throughput(directPoster(pool));
    const balances = (toDate) => async () => {
      const query = new URLSearchParams({ ma_kho: 'BK1', pageSize: '100', ...(toDate ? { toDate } : {}) });
      const response = await fetch(`${sen.origin}/api/stock/product-balances?${query}`, { headers });
      if (response.status !== 200) throw new Error(`balances: ${response.status}`);
      await response.json();
    };
    const today = await medianMs(balances(null), 21, 3);
    const sixMonths = await medianMs(balances(day(-182)), 21, 3);
    const numbering = await concurrentNumbers(post, owner);
    const table = {
      'post 5-line receipt, API': { 'req/s': Number(api.toFixed(1)) },
      'same rows, direct SQL': { 'req/s': Number(direct.toFixed(1)) },
      'product-balances today': { 'p50 ms': today },
      'product-balances 6 months back': { 'p50 ms': sixMonths },
    };
    return {
      name: `stock ledger over ${ROWS.toLocaleString('en')} rows (PostgreSQL)`,
      settings: {
        rows: ROWS,
        products: PRODUCTS,
        warehouses: WAREHOUSES.length,
        concurrency: CONCURRENCY,
        seconds: SECONDS,
      },
      table,
      numbering,
      targets: {
        'API posting ≥ 0.5× direct SQL': ratio(api, direct),
        'balances today p50 ≤ 20 ms': today,
        'balances 6 months back p50 ≤ 100 ms': sixMonths,
        'numbering: gaps, duplicates (0, 0)': [numbering.gaps, numbering.duplicates],
      },
    };
  } finally {
    await pool.end();
    await owner.end();
    await stop(sen.child);
  }
}

/** POSTERS receipts at once in a year nobody else numbers, five times over: the numbers they got. */
async function concurrentNumbers(post, owner) {
  const year = 2090 + Math.floor(Math.random() * 9);
  const before = await owner.query(
    `SELECT count(*)::int AS n FROM stock_receipts WHERE ma_ct = 'PN1' AND ma_dvcs = 'CN01' AND ngay_ct >= $1 AND ngay_ct <= $2`,
    [`${year}-01-01`, `${year}-12-31`],
  );
  const numbers = [];
  for (let round = 0; round < 5; round += 1) {
    const made = await Promise.all(
      Array.from({ length: POSTERS }, (_, i) => post(round * POSTERS + i, `${year}-06-15`)),
    );
    numbers.push(...made.map((doc) => Number(String(doc.so_ct).split('/')[1])));
  }
  const sorted = [...numbers].sort((a, b) => a - b);
  const first = before.rows[0].n + 1;
  const duplicates = sorted.length - new Set(sorted).size;
  const gaps = sorted.filter((n, i) => n !== first + i).length - duplicates;
  return {
    year,
    documents: sorted.length,
    first: sorted[0],
    last: sorted.at(-1),
    gaps: Math.max(0, gaps),
    duplicates,
  };
}
