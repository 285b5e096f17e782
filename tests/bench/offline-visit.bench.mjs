/**
 * A repeat visit with no network, in Debian's Chromium on the production build and real server:
 * a persistent profile visits /stock/units once online (the service worker precaches the shell,
 * the list lands in IndexedDB), then reloads it RUNS times offline and RUNS times online (the
 * baseline, same page, same warm caches). For each: navigation start → first contentful paint of
 * the shell, and → the first rows of the list on screen (a MutationObserver installed before the
 * page's scripts notes performance.now() when the first data cell holds a unit code). Medians are
 * printed beside the targets (shell < 300 ms, rows < 500 ms offline). Printed, not a timed test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createDemoTenant, guarded, signInAdmin, startSen } from './lib/processes.mjs';

const RUNS = 7;
const UNITS = 30;
const WATCHDOG_MS = 10 * 60_000;
const TARGETS = { shellMs: 300, rowsMs: 500 };

/** Notes when the first data cell with a bench unit code appears (before any app script runs). */
function watchFirstRows() {
  const seen = () => {
    const cell = document.querySelector('[role="grid"] [role="gridcell"], [role="grid"] [role="rowheader"]');
    return cell?.closest('[role="row"]')?.textContent?.includes('BN') ?? false;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__senFcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (!seen()) return;
    window.__senFirstRows = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Units to show: the production tenant starts with none. */
async function addUnits(origin, token) {
  for (let i = 1; i <= UNITS; i++) {
    const code = `BN${String(i).padStart(2, '0')}`;
    const response = await fetch(`${origin}/api/stock/units`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Tenant: 'demo', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: crypto.randomUUID(), ma_dvt: code, ten_dvt: `Đơn vị ${i}` }),
    });
    if (!response.ok)
      throw new Error(`POST stock/units answered ${response.status}: ${await response.text()}`);
  }
}

/** One reload: FCP and first rows, both from the navigation's start (performance.now() origin). */
async function visit(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page
    .waitForFunction(() => typeof window.__senFirstRows === 'number', undefined, { timeout: 20_000 })
    .catch(async (error) => {
      throw new Error(`${url}: no rows within 20 s (${await page.locator('main').textContent()})`, {
        cause: error,
      });
    });
  // Paint timing comes after the frame is presented: wait for it too (a few ms).
  await page
    .waitForFunction(() => typeof window.__senFcp === 'number', undefined, { timeout: 5_000 })
    .catch(() => undefined);
  return page.evaluate(() => ({
    shell:
      window.__senFcp ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    rows: window.__senFirstRows,
  }));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};

async function warmUp(page, origin, session) {
  await page.goto(`${origin}/auth/login`);
  await page.evaluate((s) => {
    localStorage.setItem('sen.tenant', 'demo');
    localStorage.setItem('demo.remember_me', 'true');
    localStorage.setItem('demo.access_token', s.access_token);
    localStorage.setItem('demo.refresh_token', s.refresh_token);
    localStorage.setItem('demo.expiration_date', s.expiration_date);
  }, session);
  await visit(page, `${origin}/stock/units`);
  // The first install precaches every chunk, then claims the page (sw/update.ts).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    polling: 100,
    timeout: 60_000,
  });
  // The list is in IndexedDB once the throttled save (1 s) ran.
  await page.waitForTimeout(1500);
  const response = await page.reload();
  if (!response?.fromServiceWorker()) {
    const state = await page.evaluate(async () => ({
      controller: navigator.serviceWorker.controller?.state ?? null,
      workerStart: performance.getEntriesByType('navigation')[0]?.workerStart,
      url: location.href,
    }));
    throw new Error(
      `the service worker does not answer navigations: ${JSON.stringify(state)} ${response?.status()}`,
    );
  }
}

async function measure(page, url, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await visit(page, url));
  return {
    shellMs: median(samples.map((s) => s.shell)),
    rowsMs: median(samples.map((s) => s.rows)),
    runs: samples.map((s) => `${Math.round(s.shell)}/${Math.round(s.rows)}`).join(' '),
  };
}

export async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sen-offline-bench-'));
  const profile = await mkdtemp(join(tmpdir(), 'sen-offline-profile-'));
  try {
    return await guarded(
      WATCHDOG_MS,
      () => undefined,
      async () => {
        const env = { DATA_DIR: dataDir, DEFAULT_TENANT: 'demo' };
        await createDemoTenant(env);
        const sen = await startSen(env);
        const session = await signInAdmin(sen.origin);
        await addUnits(sen.origin, session.access_token);
        const browser = await chromium.launchPersistentContext(profile, {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
          viewport: { width: 1280, height: 800 },
        });
        try {
          await browser.addInitScript(watchFirstRows);
          const page = browser.pages()[0] ?? (await browser.newPage());
          await warmUp(page, sen.origin, session);
          const url = `${sen.origin}/stock/units`;
          await browser.setOffline(true);
          const offline = await measure(page, url, RUNS);
          await browser.setOffline(false);
          const online = await measure(page, url, RUNS);
          return report(offline, online);
        } finally {
          await browser.close();
        }
      },
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

function report(offline, online) {
  return {
    name: `Repeat visit of /stock/units offline vs online (median of ${RUNS}, ms from navigation start)`,
    table: {
      offline: {
        'shell (FCP)': offline.shellMs,
        'first rows': offline.rowsMs,
        'runs (FCP/rows)': offline.runs,
      },
      'online (baseline)': {
        'shell (FCP)': online.shellMs,
        'first rows': online.rowsMs,
        'runs (FCP/rows)': online.runs,
      },
      target: {
        'shell (FCP)': `< ${TARGETS.shellMs}`,
        'first rows': `< ${TARGETS.rowsMs}`,
        'runs (FCP/rows)': '',
      },
    },
    offline,
    online,
    targets: {
      'offline shell < 300 ms': offline.shellMs < TARGETS.shellMs,
      'offline first rows < 500 ms': offline.rowsMs < TARGETS.rowsMs,
    },
  };
}
