/**
 * The customers' list and checks over a customers-sized table (1,000,000 crm.partners rows, issue
 * 27), on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL: used as it is and kept, the rows
 * loaded once) and on PGlite:
 *   - list page 1 with its total, page 500, an accent-free name search, a phone search by a
 *     middle fragment and by the last digits: p50/p99 through Sen's API beside the same SQL run
 *     directly in this process (and, on PostgreSQL, a hand-written Hono + pg endpoint);
 *   - the duplicate-phone check (GET /api/crm/partners/exists/phone/{phone}) beside its SQL;
 *   - requests per second of the list endpoint beside the hand-written one (PostgreSQL only).
 * Targets (printed, not asserted): searches ≤ 1.2× their SQL; the duplicate-phone check ≤ 2 ms
 * p50; generic ≥ 0.9× hand-written; page 500 ≤ 2× page 1. BENCH_ROWS overrides the row count;
 * BENCH_KEEP=1 keeps the PGlite directory for the next run (see lib/partners-db.mjs).
 */
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { alternatingPercentiles, measureAlternately, medianMs, ratio } from './lib/load.mjs';
import { phoneOf, SEARCH } from './lib/partners-data.mjs';
import { benchPgliteDir, ensurePartners, pgliteSession, postgresSession } from './lib/partners-db.mjs';
import { startHandWritten } from './lib/partners-handwritten.mjs';
import { listStatement, partnersParts, phoneHolderStatement } from './lib/partners-sql.mjs';
import { createDemoTenant, guarded, ROOT, startSen, stop } from './lib/processes.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
/** `BENCH_BACKENDS=postgres` (or `pglite`) runs one part only; both by default. */
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
const LOAD = { connections: 20, pipelining: 1, warmupSeconds: 3, durationSeconds: 16, rounds: 4 };
const WATCHDOG_MS = 45 * 60_000;

/** Customer 345,678's phone (a smaller table's middle one): the duplicate check finds it; its fragments are searched. */
const PHONE = phoneOf(Math.min(345_678, Math.ceil(ROWS / 2)));
const CASES = {
  'page 1': { pageIndex: 1, pageSize: 10 },
  'page 500': { pageIndex: 500, pageSize: 10 },
  'name search': { pageIndex: 1, pageSize: 10, searchKey: SEARCH },
  'phone middle': { pageIndex: 1, pageSize: 10, searchKey: PHONE.slice(3, 8) },
  'phone last digits': { pageIndex: 1, pageSize: 10, searchKey: PHONE.slice(-6) },
};
const SEARCHES = ['name search', 'phone middle', 'phone last digits'];
/** Timed calls per case (alternating API, hand-written, SQL): enough for a p99 that is not the max. */
const RUNS = Number(process.env.BENCH_RUNS ?? 101);

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

/** Loads the rows unless a kept directory (BENCH_KEEP=1) holds them already. */
async function ensureRows(direct, backend) {
  if ((await direct.demoRows()) === ROWS) {
    console.log(`  ${backend}: reusing ${ROWS.toLocaleString('en')} customers`);
    return;
  }
  console.log(`  ${backend}: loading ${ROWS.toLocaleString('en')} customers…`);
  await direct.load(ROWS);
}

async function benchOnPostgres(url) {
  await ensurePartners(url, ROWS, createDemoTenant);
  const parts = await partnersParts();
  const sen = await startSen({ DATABASE_URL: url });
  const handWritten = await startHandWritten(url, parts);
  const direct = await postgresSession(url);
  try {
    await direct.asApp();
    const api = await apiClient(sen.origin);
    const latency = await compareLatency(parts, api, listClient(handWritten.origin, {}), direct);
    const duplicate = await duplicateCheck(api, direct);
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
    return {
      latency,
      duplicate,
      throughput: { hand, generic, ratio: ratio(generic.requestsPerSecond, hand.requestsPerSecond) },
    };
  } finally {
    await direct.close();
    await stop(sen.child);
    await stop(handWritten.child);
  }
}

/** The duplicate-phone check through the API (true: held) beside its SQL, alternated. */
async function duplicateCheck(api, direct) {
  const check = async () => {
    const response = await fetch(`${api.origin}/api/crm/partners/exists/phone/${PHONE}`, {
      headers: api.headers,
    });
    if ((await response.text()) !== 'true') throw new Error(`exists/phone: ${response.status}, not true`);
  };
  const sql = async () => {
    const rows = (await direct.run(phoneHolderStatement(PHONE))).at(-1).rows;
    if (rows.length !== 1) throw new Error('the duplicate-phone SQL found no holder');
  };
  const [apiTimes, sqlTimes] = await alternatingPercentiles([check, sql], RUNS, 10);
  return { api: apiTimes, sql: sqlTimes };
}

async function benchOnPglite(tempDir) {
  // The CLI creates the database (migrations, tenant); the rows go in directly, since a PGlite
  // directory has one process at a time; then Sen serves it.
  const { dir, existed } = benchPgliteDir(tempDir, ROOT, ROWS);
  if (!existed) await createDemoTenant({ DATA_DIR: dir });
  const parts = await partnersParts();
  const direct = await pgliteSession(dir);
  await ensureRows(direct, 'PGlite');
  await direct.asApp();
  const sqlTimes = {};
  const sqlBodies = {};
  for (const params of Object.values(CASES))
    await medianMs(() => direct.list(listStatement(parts, params)), 5, 5);
  for (const [name, params] of Object.entries(CASES)) {
    sqlBodies[name] = await direct.list(listStatement(parts, params));
    sqlTimes[name] = { p50: await medianMs(() => direct.list(listStatement(parts, params)), 21) };
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
    apiTimes[name] = { p50: await medianMs(() => api.list(params), 21) };
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
async function compareLatency(parts, api, hand, direct) {
  const apiTimes = {};
  const sqlTimes = {};
  const handTimes = {};
  for (const [name, params] of Object.entries(CASES)) {
    const sqlBody = await direct.list(listStatement(parts, params));
    sameAnswer(name, await api.list(params), sqlBody);
    sameAnswer(`${name} (hand-written)`, await hand.list(params), sqlBody);
    [apiTimes[name], handTimes[name], sqlTimes[name]] = await alternatingPercentiles(
      [() => api.list(params), () => hand.list(params), () => direct.list(listStatement(parts, params))],
      RUNS,
      5,
    );
  }
  return pairUp(apiTimes, sqlTimes, handTimes);
}

/** Per case: `{ p50, p99 }` of each side, and the p50 ratios to the SQL. */
function pairUp(apiTimes, sqlTimes, handTimes = {}) {
  return Object.fromEntries(
    Object.keys(CASES).map((name) => [
      name,
      {
        api: apiTimes[name],
        sql: sqlTimes[name],
        ratio: ratio(apiTimes[name].p50, sqlTimes[name].p50),
        ...(handTimes[name] === undefined
          ? {}
          : { hand: handTimes[name], handRatio: ratio(handTimes[name].p50, sqlTimes[name].p50) }),
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
  return { origin, headers, list };
}

/** One table: per backend and case p50/p99 of the API, the hand-written endpoint and the SQL, then the targets. */
function report({ rows, postgres, pglite }) {
  const table = {};
  const targets = {};
  const row = (side, sql, r) => ({
    'p50 ms': side.p50,
    'p99 ms': side.p99 ?? '—',
    'SQL p50 ms': sql.p50,
    'SQL p99 ms': sql.p99 ?? '—',
    'p50 ratio': r,
  });
  for (const [backend, figures] of Object.entries({ postgres, pglite })) {
    if (!figures) continue;
    for (const [name, f] of Object.entries(figures.latency)) {
      table[`${backend} ${name}: API / SQL`] = row(f.api, f.sql, f.ratio);
      if (f.hand) table[`${backend} ${name}: hand-written / SQL`] = row(f.hand, f.sql, f.handRatio);
    }
    for (const name of SEARCHES) targets[`${backend} ${name} ≤ 1.2× SQL`] = figures.latency[name].ratio;
    const { 'page 1': p1, 'page 500': p500 } = figures.latency;
    targets[`${backend} page 500 ≤ 2× page 1 (API)`] = ratio(p500.api.p50, p1.api.p50);
  }
  if (postgres) {
    const { api, sql } = postgres.duplicate;
    table['postgres duplicate-phone check: API / SQL'] = row(api, sql, ratio(api.p50, sql.p50));
    targets['postgres duplicate-phone check ≤ 2 ms p50'] = api.p50;
    const { hand, generic } = postgres.throughput;
    table['postgres req/s hand-written'] = { 'req/s': Math.round(hand.requestsPerSecond) };
    table['postgres req/s generic'] = { 'req/s': Math.round(generic.requestsPerSecond) };
    targets['postgres generic ≥ 0.9× hand-written (req/s)'] = postgres.throughput.ratio;
  }
  return {
    name: `crm.partners list and checks over ${rows.toLocaleString('en')} rows`,
    settings: { rows, load: LOAD, runs: RUNS, cases: CASES, phone: PHONE },
    postgres,
    pglite,
    targets,
    table,
  };
}
