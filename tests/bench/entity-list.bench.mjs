/**
 * The generic entity API over a customers-sized table (1,000,000 crm.partners rows), on
 * PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) and on PGlite:
 *   - list page 1 with its total, page 500, and an accent-free three-word search, each as the
 *     median latency through Sen's API beside the same SQL run directly in this process;
 *   - requests per second of the generic list endpoint beside a hand-written Hono + pg endpoint
 *     running the same SQL under the same load (PostgreSQL only).
 * Targets (printed, not asserted): generic ≥ 0.9× hand-written; search ≤ 1.2× its SQL; page 500
 * ≤ 2× page 1. BENCH_ROWS overrides the row count for a quick try; BENCH_KEEP=1 keeps the loaded
 * databases for the next run (see lib/partners-db.mjs).
 */
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { alternatingMedians, measureAlternately, medianMs, ratio } from './lib/load.mjs';
import { insertPartnersSql, SEARCH } from './lib/partners-data.mjs';
import { benchPgliteDir, benchPostgres, pgliteSession, postgresSession } from './lib/partners-db.mjs';
import { startHandWritten } from './lib/partners-handwritten.mjs';
import { listStatement } from './lib/partners-sql.mjs';
import { createDemoTenant, guarded, ROOT, startSen, stop } from './lib/processes.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
/** `BENCH_BACKENDS=postgres` (or `pglite`) runs one part only; both by default. */
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
const LOAD = { connections: 20, pipelining: 1, warmupSeconds: 3, durationSeconds: 16, rounds: 4 };
const WATCHDOG_MS = 45 * 60_000;

const CASES = {
  'page 1': { pageIndex: 1, pageSize: 10 },
  'page 500': { pageIndex: 500, pageSize: 10 },
  search: { pageIndex: 1, pageSize: 10, searchKey: SEARCH },
};

export async function run() {
  const tempDir = await mkdtemp(join(tmpdir(), 'sen-bench-entity-'));
  const cleanup = () => rmSync(tempDir, { recursive: true, force: true });
  try {
    return await guarded(WATCHDOG_MS, cleanup, async () => {
      const results = { rows: ROWS };
      const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
      if (!BACKENDS.includes('postgres')) console.log('  PostgreSQL part skipped (BENCH_BACKENDS)');
      else if (pgUrl) results.postgres = await benchOnPostgres(pgUrl);
      else console.log('  PostgreSQL part skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
      if (BACKENDS.includes('pglite')) results.pglite = await benchOnPglite(tempDir);
      else console.log('  PGlite part skipped (BENCH_BACKENDS)');
      return report(results);
    });
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

/** Loads the rows unless a kept database (BENCH_KEEP=1) holds them already. */
async function ensureRows(direct, backend) {
  if ((await direct.demoRows()) === ROWS) {
    console.log(`  ${backend}: reusing ${ROWS.toLocaleString('en')} customers`);
    return;
  }
  console.log(`  ${backend}: loading ${ROWS.toLocaleString('en')} customers…`);
  await direct.load(insertPartnersSql('demo', ROWS));
}

async function benchOnPostgres(adminUrl) {
  const database = await benchPostgres(adminUrl, ROWS);
  try {
    // The tenant first (the CLI migrates), then Sen, then the rows, as the owner.
    if (!database.existed) await createDemoTenant({ DATABASE_URL: database.url });
    const sen = await startSen({ DATABASE_URL: database.url });
    const direct = await postgresSession(database.url);
    await ensureRows(direct, 'PostgreSQL');
    await direct.asApp();
    const api = await apiClient(sen.origin);
    const handWritten = await startHandWritten(database.url);
    const latency = await compareLatency(api, listClient(handWritten.origin, {}), direct);
    const load = { connections: LOAD.connections, pipelining: LOAD.pipelining };
    const listPath = `/api/crm/partners?${new URLSearchParams(CASES['page 1'])}`;
    const [hand, generic] = await measureAlternately(
      { label: 'hand-written Hono + pg', options: { ...load, url: `${handWritten.origin}${listPath}` } },
      {
        label: 'Sen generic API',
        options: { ...load, url: `${sen.origin}${listPath}`, headers: api.headers },
      },
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

async function benchOnPglite(tempDir) {
  // The CLI creates the database (migrations, tenant); the rows go in directly, since a PGlite
  // directory has one process at a time; then Sen serves it.
  const { dir, existed } = benchPgliteDir(tempDir, ROOT, ROWS);
  if (!existed) await createDemoTenant({ DATA_DIR: dir });
  const direct = await pgliteSession(dir);
  await ensureRows(direct, 'PGlite');
  await direct.asApp();
  const sqlTimes = {};
  const sqlBodies = {};
  for (const params of Object.values(CASES)) await medianMs(() => direct.list(listStatement(params)), 5, 5);
  for (const [name, params] of Object.entries(CASES)) {
    sqlBodies[name] = await direct.list(listStatement(params));
    sqlTimes[name] = await medianMs(() => direct.list(listStatement(params)), 21);
  }
  await direct.close();
  const sen = await startSen({ DATA_DIR: dir });
  const api = await apiClient(sen.origin);
  // A fresh process reads the million rows' pages in on first use (the direct session above had
  // them from loading): one discarded pass over every case before anything is timed.
  for (const params of Object.values(CASES)) await medianMs(() => api.list(params), 5, 5);
  const apiTimes = {};
  for (const [name, params] of Object.entries(CASES)) {
    sameAnswer(name, await api.list(params), sqlBodies[name]);
    apiTimes[name] = await medianMs(() => api.list(params), 21);
  }
  await stop(sen.child);
  return { latency: pairUp(apiTimes, sqlTimes) };
}

/** The API must answer what the SQL answers, or the comparison means nothing. */
function sameAnswer(name, apiBody, sqlBody) {
  if (!isDeepStrictEqual(apiBody, JSON.parse(sqlBody)))
    throw new Error(`${name}: the API and its SQL answer differently`);
}

/** Sen's API, the hand-written endpoint and the direct SQL, timed in alternation per case. */
async function compareLatency(api, hand, direct) {
  const apiTimes = {};
  const sqlTimes = {};
  const handTimes = {};
  for (const [name, params] of Object.entries(CASES)) {
    const sqlBody = await direct.list(listStatement(params));
    sameAnswer(name, await api.list(params), sqlBody);
    sameAnswer(`${name} (hand-written)`, await hand.list(params), sqlBody);
    [apiTimes[name], handTimes[name], sqlTimes[name]] = await alternatingMedians([
      () => api.list(params),
      () => hand.list(params),
      () => direct.list(listStatement(params)),
    ]);
  }
  return pairUp(apiTimes, sqlTimes, handTimes);
}

function pairUp(apiTimes, sqlTimes, handTimes = {}) {
  return Object.fromEntries(
    Object.keys(CASES).map((name) => [
      name,
      {
        apiMs: apiTimes[name],
        sqlMs: sqlTimes[name],
        ratio: ratio(apiTimes[name], sqlTimes[name]),
        ...(handTimes[name] === undefined
          ? {}
          : { handMs: handTimes[name], handRatio: ratio(handTimes[name], sqlTimes[name]) }),
      },
    ]),
  );
}

/** Signs in as the demo administrator; `list` answers the parsed body of a list request. */
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
  return listClient(origin, { Authorization: `Bearer ${token}`, Tenant: 'demo' });
}

/** GET /api/crm/partners on `origin`; `list` answers the parsed body. */
function listClient(origin, headers) {
  const list = async (params) => {
    const response = await fetch(`${origin}/api/crm/partners?${new URLSearchParams(params)}`, { headers });
    if (response.status !== 200) throw new Error(`list failed: ${response.status} ${await response.text()}`);
    const body = await response.json();
    if (!Array.isArray(body.items) || body.items.length === 0) throw new Error('list returned no rows');
    return body;
  };
  return { headers, list };
}

/** One table: per backend and case the latencies and their ratio, then the throughput pair. */
function report({ rows, postgres, pglite }) {
  const table = {};
  for (const [backend, figures] of Object.entries({ postgres, pglite })) {
    if (!figures) continue;
    for (const [name, f] of Object.entries(figures.latency)) {
      table[`${backend} ${name}: API / SQL`] = { 'API ms': f.apiMs, 'SQL ms': f.sqlMs, ratio: f.ratio };
      if (f.handMs !== undefined)
        table[`${backend} ${name}: hand-written / SQL`] = {
          'API ms': f.handMs,
          'SQL ms': f.sqlMs,
          ratio: f.handRatio,
        };
    }
    const { 'page 1': p1, 'page 500': p500 } = figures.latency;
    table[`${backend} API page 500 / page 1`] = { ratio: ratio(p500.apiMs, p1.apiMs) };
  }
  if (postgres) {
    const { hand, generic } = postgres.throughput;
    table['postgres req/s hand-written'] = { 'req/s': Math.round(hand.requestsPerSecond) };
    table['postgres req/s generic / hand-written'] = {
      'req/s': Math.round(generic.requestsPerSecond),
      ratio: postgres.throughput.ratio,
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
