/**
 * Totals that cost what they are worth (docs/lists.md): Sen's crm.partners list over a
 * 1,000,000-row customers table on PostgreSQL, beside a hand-written Hono + pg endpoint serving
 * the page alone (no total) on the same database, in the same run:
 *   - a page turn (page 2, the total already held by the client, so not counted): target ≥ 0.9×;
 *   - a first page with its total (counted up to the cap, the planner's estimate beyond): ≥ 0.5×.
 * Figures are requests per second under the same load, measured in alternating rounds, plus
 * sequential medians. PostgreSQL only: BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a database
 * used as it is and kept — the tenant and the rows are loaded once, later runs reuse them.
 * BENCH_ROWS overrides the row count.
 */
import { isDeepStrictEqual } from 'node:util';
import { alternatingMedians, measureRounds, ratio } from './lib/load.mjs';
import { ensurePartners } from './lib/partners-db.mjs';
import { startHandWritten } from './lib/partners-handwritten.mjs';
import { partnersParts } from './lib/partners-sql.mjs';
import { createDemoTenant, guarded, signInAdmin, startSen, stop } from './lib/processes.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const LOAD = { connections: 10, pipelining: 1, warmupSeconds: 2, durationSeconds: 12, rounds: 4 };
const WATCHDOG_MS = 30 * 60_000;
const PATH = '/api/crm/partners';
const PAGE_TURN = { pageIndex: 2, pageSize: 10 };
const FIRST_PAGE = { pageIndex: 1, pageSize: 10 };

export async function run() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('  skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
    return { name: 'list totals (skipped: no PostgreSQL)' };
  }
  return guarded(
    WATCHDOG_MS,
    () => {},
    () => bench(url),
  );
}

async function bench(url) {
  await ensurePartners(url, ROWS, createDemoTenant);
  const parts = await partnersParts();
  const sen = await startSen({ DATABASE_URL: url });
  const hand = await startHandWritten(url, parts, { pageAlone: true });
  try {
    const session = await signInAdmin(sen.origin);
    const headers = { Authorization: `Bearer ${session.access_token}`, Tenant: 'demo' };
    const address = (origin, params) => `${origin}${PATH}?${new URLSearchParams(params)}`;
    const get = async (origin, params, with_ = {}) => {
      const response = await fetch(address(origin, params), { headers: with_ });
      if (response.status !== 200) throw new Error(`${origin}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const cases = {
      'hand-written page alone': () => get(hand.origin, PAGE_TURN),
      'Sen page turn': () => get(sen.origin, PAGE_TURN, headers),
      'Sen first page + total': () => get(sen.origin, FIRST_PAGE, headers),
    };
    await checkAnswers(cases);
    const medians = await alternatingMedians(Object.values(cases), 41, 5);
    const load = { connections: LOAD.connections, pipelining: LOAD.pipelining };
    const throughput = await measureRounds(
      [
        { label: 'hand-written page alone', options: { ...load, url: address(hand.origin, PAGE_TURN) } },
        { label: 'Sen page turn', options: { ...load, url: address(sen.origin, PAGE_TURN), headers } },
        {
          label: 'Sen first page + total',
          options: { ...load, url: address(sen.origin, FIRST_PAGE), headers },
        },
      ],
      LOAD,
    );
    return report(Object.keys(cases), medians, throughput);
  } finally {
    await stop(sen.child);
    await stop(hand.child);
  }
}

/** The page turn must answer the hand-written page exactly (total null), the first page a total. */
async function checkAnswers(cases) {
  const handPage = await cases['hand-written page alone']();
  const senPage = await cases['Sen page turn']();
  if (!isDeepStrictEqual(handPage, senPage))
    throw new Error('Sen and the hand-written page answer differently');
  if (senPage.total !== null) throw new Error('a page turn counted its total');
  const first = await cases['Sen first page + total']();
  if (typeof first.total !== 'number') throw new Error('a first page came without its total');
  console.log(`  first page total: ${first.total} (exact: ${first.total_exact})`);
}

function report(names, medians, throughput) {
  const [hand, turn, first] = throughput;
  const table = {};
  names.forEach((name, i) => {
    const rate = throughput[i].requestsPerSecond;
    table[name] = {
      'median ms': medians[i],
      'req/s': Math.round(rate),
      'p50 ms': throughput[i].latencyMs.p50,
      '× hand-written': ratio(rate, hand.requestsPerSecond),
    };
  });
  const targets = {
    'page turn ≥ 0.9×': ratio(turn.requestsPerSecond, hand.requestsPerSecond),
    'first page + total ≥ 0.5×': ratio(first.requestsPerSecond, hand.requestsPerSecond),
  };
  return {
    name: `list totals over ${ROWS.toLocaleString('en')} customers (PostgreSQL)`,
    settings: { rows: ROWS, load: LOAD, pageTurn: PAGE_TURN, firstPage: FIRST_PAGE },
    throughput,
    medians: Object.fromEntries(names.map((name, i) => [name, medians[i]])),
    targets,
    table,
  };
}
