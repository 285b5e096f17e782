/**
 * The generic entity API over a customers-sized table (1,000,000 crm.partners rows), on
 * PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) and on PGlite:
 *   - list page 1 with its total, page 500, and an accent-free three-word search, each as the
 *     median latency through Sen's API beside the same SQL run directly in this process;
 *   - requests per second of the generic list endpoint beside a hand-written Hono + pg endpoint
 *     running the same SQL under the same load (PostgreSQL only).
 * Targets (printed, not asserted): generic ≥ 0.9× hand-written; search ≤ 1.2× its SQL; page 500
 * ≤ 2× page 1. BENCH_ROWS overrides the row count for a quick try.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, medianMs, ratio } from './lib/load.mjs';
import { insertPartnersSql, SEARCH } from './lib/partners-data.mjs';
import { pgliteSession, postgresSession, tempPostgres } from './lib/partners-db.mjs';
import { startHandWritten } from './lib/partners-handwritten.mjs';
import { listQueries } from './lib/partners-sql.mjs';
import { createDemoTenant, guarded, startSen, stop } from './lib/processes.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const LOAD = { connections: 20, pipelining: 1, warmupSeconds: 3, durationSeconds: 10 };
const WATCHDOG_MS = 30 * 60_000;

const CASES = {
  'page 1': { pageIndex: 1, pageSize: 10 },
  'page 500': { pageIndex: 500, pageSize: 10 },
  search: { pageIndex: 1, pageSize: 10, searchKey: SEARCH },
};

export async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sen-bench-entity-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    return await guarded(WATCHDOG_MS, cleanup, async () => {
      const results = { rows: ROWS };
      const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
      if (pgUrl) results.postgres = await benchPostgres(pgUrl);
      else console.log('  PostgreSQL part skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
      results.pglite = await benchPglite(dataDir);
      return report(results);
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(adminUrl) {
  const database = await tempPostgres(adminUrl);
  try {
    // The tenant first (the CLI migrates), then Sen, then the rows, as the owner.
    await createDemoTenant({ DATABASE_URL: database.url });
    const sen = await startSen({ DATABASE_URL: database.url });
    const direct = await postgresSession(database.url);
    console.log(`  PostgreSQL: loading ${ROWS.toLocaleString('en')} customers…`);
    await direct.load(insertPartnersSql('demo', ROWS));
    const api = await apiClient(sen.origin);
    const latency = await compareLatency(api, direct);
    const handWritten = await startHandWritten(database.url);
    const load = { connections: LOAD.connections, pipelining: LOAD.pipelining };
    const listPath = `/api/crm/partners?${new URLSearchParams(CASES['page 1'])}`;
    const hand = await measure(
      'hand-written Hono + pg',
      { ...load, url: `${handWritten.origin}${listPath}` },
      LOAD,
    );
    const generic = await measure(
      'Sen generic API',
      { ...load, url: `${sen.origin}${listPath}`, headers: api.headers },
      LOAD,
    );
    await direct.close();
    await stop(sen.child);
    await stop(handWritten.child);
    return {
      latency,
      throughput: { hand, generic, ratio: ratio(generic.requestsPerSecond, hand.requestsPerSecond) },
    };
  } finally {
    await database.drop();
  }
}

async function benchPglite(dataDir) {
  // The CLI creates the database (migrations, tenant); the rows go in directly, since a PGlite
  // directory has one process at a time; then Sen serves it.
  await createDemoTenant({ DATA_DIR: dataDir });
  const direct = await pgliteSession(dataDir);
  console.log(`  PGlite: loading ${ROWS.toLocaleString('en')} customers…`);
  await direct.load(insertPartnersSql('demo', ROWS));
  const sqlTimes = {};
  for (const [name, params] of Object.entries(CASES))
    sqlTimes[name] = await medianMs(() => direct.list(listQueries(params)));
  await direct.close();
  const sen = await startSen({ DATA_DIR: dataDir });
  const api = await apiClient(sen.origin);
  const apiTimes = {};
  for (const [name, params] of Object.entries(CASES)) apiTimes[name] = await medianMs(() => api.list(params));
  await stop(sen.child);
  return { latency: pairUp(apiTimes, sqlTimes) };
}

async function compareLatency(api, direct) {
  const apiTimes = {};
  const sqlTimes = {};
  for (const [name, params] of Object.entries(CASES)) {
    apiTimes[name] = await medianMs(() => api.list(params));
    sqlTimes[name] = await medianMs(() => direct.list(listQueries(params)));
  }
  return pairUp(apiTimes, sqlTimes);
}

function pairUp(apiTimes, sqlTimes) {
  return Object.fromEntries(
    Object.keys(CASES).map((name) => [
      name,
      { apiMs: apiTimes[name], sqlMs: sqlTimes[name], ratio: ratio(apiTimes[name], sqlTimes[name]) },
    ]),
  );
}

/** Signs in as the demo administrator and checks each case answers what the SQL answers. */
async function apiClient(origin) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Tenant: 'demo' },
    body: JSON.stringify({
      user_name: 'admin',
      password: 'admin',
      system_type: 'web',
      login_type: 'password',
    }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).session.access_token;
  const headers = { Authorization: `Bearer ${token}`, Tenant: 'demo' };
  const list = async (params) => {
    const response = await fetch(`${origin}/api/crm/partners?${new URLSearchParams(params)}`, { headers });
    if (response.status !== 200) throw new Error(`list failed: ${response.status} ${await response.text()}`);
    const body = await response.json();
    if (!Array.isArray(body.items) || body.items.length === 0) throw new Error('list returned no rows');
    return body;
  };
  return { headers, list };
}

function report({ rows, postgres, pglite }) {
  const table = {};
  for (const [backend, figures] of Object.entries({ postgres, pglite })) {
    if (!figures) continue;
    for (const [name, f] of Object.entries(figures.latency)) {
      table[`${backend} ${name}`] = { 'API ms': f.apiMs, 'SQL ms': f.sqlMs, 'API/SQL': f.ratio };
    }
    const { 'page 1': p1, 'page 500': p500 } = figures.latency;
    table[`${backend} page 500 / page 1 (API)`] = { 'API/SQL': ratio(p500.apiMs, p1.apiMs) };
  }
  if (postgres) {
    const { hand, generic } = postgres.throughput;
    table['postgres req/s hand-written'] = { 'req/s': Math.round(hand.requestsPerSecond) };
    table['postgres req/s generic'] = {
      'req/s': Math.round(generic.requestsPerSecond),
      'API/SQL': postgres.throughput.ratio,
    };
  }
  return {
    name: `crm.partners generic list over ${rows.toLocaleString('en')} rows`,
    settings: { rows, load: LOAD, search: SEARCH },
    postgres,
    pglite,
    table,
  };
}
