/**
 * The appointment calendar (issue 28) on PostgreSQL with 1,000,000 bookings (BENCH_TASKS), the
 * bench week holding 3,000 of them for 60 staff of CN01 (lib/calendar-data.mjs), in Debian's
 * Chromium on the production build (1366×900, business time zone, no CPU throttling):
 *   - first render of the week view: navigation → the 3,000 bookings painted, and the feed's
 *     answer → painted (the render alone); median of RUNS loads after one warm-up;
 *   - a drag that moves a booking to 18:00 the same day, DRAGS times (another booking each time):
 *     the drop's Interaction to Next Paint (Event Timing; the booking is drawn at its new place at
 *     once), a next-paint probe of the drop, the longest pointer move while dragging, the longest
 *     main-thread task in a Chromium trace of the drag, and the drop → saved → re-read and redrawn;
 *   - the week's API query (GET /api/crm/tasks/calendar) p50/p99 beside its SQL run directly
 *     (lib/calendar-sql.mjs; the answers must list the same bookings in the same order).
 * Target (printed): ≤ 100 ms per interaction. BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the
 * database, used as it is and kept: the customers and bookings are loaded once.
 * A/B: BENCH_CALENDAR_BASE=<another build's dist directory> serves that build's client from a
 * second server beside this one and interleaves the two in the same run (lib/calendar-browser.mjs);
 * the API figures are then skipped (the server is the same).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { loadTables } from './lib/bench-tables.mjs';
import { browserFigures } from './lib/calendar-browser.mjs';
import { calendarTables, MARKER, WEEK, WEEK_TASKS } from './lib/calendar-data.mjs';
import { weekFeedStatement } from './lib/calendar-sql.mjs';
import { summary } from './lib/interaction-timing.mjs';
import { alternatingPercentiles, ratio } from './lib/load.mjs';
import { ensurePartners, postgresSession } from './lib/partners-db.mjs';
import { createDemoTenant, guarded, ROOT, signInAdmin, startSen, stop } from './lib/processes.mjs';

const TASKS = Number(process.env.BENCH_TASKS ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = 5;
const DRAGS = 5;
const API_RUNS = 51;
const TARGET_MS = 100;
const WATCHDOG_MS = 30 * 60_000;
const FEED = `/api/crm/tasks/calendar?fromDate=${WEEK.from}&toDate=${WEEK.to}&ma_dvcs=CN01`;

export async function run() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('  skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
    return { name: 'calendar (skipped: no PostgreSQL)' };
  }
  return guarded(
    WATCHDOG_MS,
    () => {},
    () => bench(url),
  );
}

async function ensureTasks(url) {
  const direct = await postgresSession(url);
  const query = async (text) => (await direct.run(text)).at(-1).rows;
  try {
    const [{ n }] = await query(`SELECT count(*)::int AS n FROM crm_tasks WHERE created_by = '${MARKER}'`);
    if (n === TASKS) return console.log(`  reusing ${TASKS.toLocaleString('en')} bookings`);
    console.log(`  loading ${TASKS.toLocaleString('en')} bookings…`);
    const tables = calendarTables('demo', TASKS, CUSTOMERS);
    await loadTables(query, { tenantId: 'demo', marker: MARKER, tables, bulkTable: 'crm_tasks' });
  } finally {
    await direct.close();
  }
}

async function bench(url) {
  await ensurePartners(url, CUSTOMERS, createDemoTenant);
  await ensureTasks(url);
  const base = process.env.BENCH_CALENDAR_BASE;
  const servers = [{ name: 'current', sen: await startSen({ DATABASE_URL: url }) }];
  try {
    if (base)
      servers.push({
        name: 'base',
        sen: await startSen({ DATABASE_URL: url, DIST_DIR: join(base, 'client') }),
      });
    const origin = servers[0].sen.origin;
    const api = base ? null : await apiFigures(origin, await signInAdmin(origin), url);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    try {
      const dir = join(ROOT, 'bench-results');
      await mkdir(dir, { recursive: true });
      const variants = servers.map(({ name, sen }) => ({ name, origin: sen.origin }));
      return report(api, await browserFigures(browser, variants, { runs: RUNS, drags: DRAGS, dir }));
    } finally {
      await browser.close();
    }
  } finally {
    for (const { sen } of servers) await stop(sen.child);
  }
}

/** The week's feed through the API and as SQL, alternated; both must list the same bookings. */
async function apiFigures(origin, session, url) {
  const headers = { Authorization: `Bearer ${session.access_token}`, Tenant: 'demo' };
  const viaApi = async () => {
    const response = await fetch(`${origin}${FEED}`, { headers });
    if (response.status !== 200)
      throw new Error(`calendar feed: ${response.status} ${await response.text()}`);
    return (await response.json()).tasks;
  };
  const direct = await postgresSession(url);
  try {
    await direct.asApp();
    const viaSql = async () => (await direct.run(weekFeedStatement(WEEK.from, WEEK.to))).at(-1).rows;
    const [apiTasks, sqlTasks] = [await viaApi(), await viaSql()];
    const ids = (tasks) => tasks.map((t) => t.id).join();
    if (apiTasks.length !== WEEK_TASKS)
      throw new Error(`the week has ${apiTasks.length} bookings, not ${WEEK_TASKS}`);
    if (ids(apiTasks) !== ids(sqlTasks)) throw new Error('the API and its SQL list different bookings');
    const [apiTimes, sqlTimes] = await alternatingPercentiles([viaApi, viaSql], API_RUNS, 5);
    return { api: apiTimes, sql: sqlTimes, ratio: ratio(apiTimes.p50, sqlTimes.p50) };
  } finally {
    await direct.close();
  }
}

/** One measure's columns: median and max of each variant (one variant: "median ms", "max ms"). */
function columns(figures, of) {
  const names = Object.keys(figures);
  const out = {};
  for (const name of names) {
    const { median, max } = of(figures[name]);
    const prefix = names.length > 1 ? `${name} ` : '';
    out[`${prefix}median ms`] = median;
    out[`${prefix}max ms`] = max;
  }
  return out;
}

function report(api, figures) {
  const pick =
    (key, from = 'renders') =>
    (f) =>
      summary(f[from].map((x) => x[key]));
  const one = (of) => (f) => ({ median: of(f), max: null });
  const table = {
    'first render: navigation → 3,000 bookings painted': columns(figures, pick('paintedMs')),
    'first render: feed answered → painted': columns(figures, pick('renderMs')),
    'first render: longest task': columns(figures, pick('longestTaskMs')),
    'first render: elements in the grid': columns(figures, pick('elements')),
    'first render (traced): longest task': columns(
      figures,
      one((f) => f.renderTrace.longestTaskMs),
    ),
    'drag: drop, Interaction to Next Paint': columns(figures, pick('dropInpMs', 'drags')),
    'drag: drop → next paint (probe)': columns(figures, pick('dropPaintMs', 'drags')),
    'drag: longest pointer move': columns(figures, pick('moveMs', 'drags')),
    'drag: longest task while dragging': columns(figures, (f) =>
      summary(f.drags.map((d) => Math.max(0, ...d.longTasks))),
    ),
    'drag: drop → saved, re-read, redrawn': columns(figures, pick('savedMs', 'drags')),
  };
  if (api) {
    table['week feed API (p50 / p99)'] = { 'median ms': api.api.p50, 'max ms': api.api.p99 };
    table['week feed SQL (p50 / p99)'] = {
      'median ms': api.sql.p50,
      'max ms': api.sql.p99,
      'API/SQL p50': api.ratio,
    };
  }
  const current = figures.current;
  const targets = {
    [`first render (feed → painted) ≤ ${TARGET_MS} ms`]: pick('renderMs')(current).median,
    [`drop INP ≤ ${TARGET_MS} ms`]: pick('dropInpMs', 'drags')(current).max,
    [`pointer move ≤ ${TARGET_MS} ms`]: pick('moveMs', 'drags')(current).max,
  };
  const traces = Object.fromEntries(
    Object.entries(figures).map(([name, f]) => [
      name,
      { firstRender: f.renderTrace, drag: f.drags.at(-1).trace },
    ]),
  );
  return {
    name: `calendar week view: ${WEEK_TASKS.toLocaleString('en')} bookings, 60 staff, ${TASKS.toLocaleString('en')} in the table`,
    settings: {
      tasks: TASKS,
      week: WEEK,
      runs: RUNS,
      drags: DRAGS,
      apiRuns: API_RUNS,
      viewport: '1366x900',
      variants: Object.keys(figures),
    },
    api,
    figures,
    traces,
    targets,
    table,
  };
}
