/**
 * GET /api/system/server-time: the real Sen server (dist/server/main.js) against a bare node:http
 * server answering the same JSON. The ratio tells what Hono + middleware cost on the lightest
 * route; absolute figures depend on the machine, the ratio much less.
 *
 * Both servers are child processes of the same Node executable, on 127.0.0.1, and autocannon runs
 * here with the same settings for both. Children are always killed: in `finally`, on
 * SIGINT/SIGTERM, on process exit and by a watchdog if the whole run overshoots its budget.
 */

import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from './lib/load.mjs';
import { freePort, guarded, launch, startSen, waitForLine } from './lib/processes.mjs';

const PATH = '/api/system/server-time';
const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const LOAD = { connections: 50, pipelining: 1, warmupSeconds: 2, durationSeconds: 10 };
// Two runs of 12 s plus start-up take ~30 s; past this something hangs, so give up loudly.
const WATCHDOG_MS = 90_000;

/** Same body, content type and cache header as the Sen route, nothing else: the floor. */
const BASELINE_SOURCE = `
const http = require('node:http');
http.createServer((req, res) => {
  const timestamp = Date.now();
  const body = JSON.stringify({
    server_time: new Date(timestamp).toISOString(), timestamp, time_zone: ${JSON.stringify(TIME_ZONE)},
  });
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
`;

export async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sen-bench-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    return await guarded(WATCHDOG_MS, cleanup, async () => {
      const baseline = await startBaseline();
      const sen = await startSen({ DATA_DIR: dataDir });
      const senTarget = { name: 'Sen', url: `${sen.origin}${PATH}` };
      await verify(baseline, false);
      await verify(senTarget, true);
      // Baseline first, once each (alternating rounds would double the run time). Each server has
      // its own warm-up, and machines drift towards slower (thermal throttling), so measuring the
      // reference first makes drift count against Sen rather than flatter it. The idle server
      // uses no CPU while the other one is measured.
      const load = { connections: LOAD.connections, pipelining: LOAD.pipelining };
      const baselineFigures = await measure('baseline node:http', { ...load, url: baseline.url }, LOAD);
      const senFigures = await measure('Sen', { ...load, url: senTarget.url }, LOAD);
      return report(baselineFigures, senFigures);
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function startBaseline() {
  const port = await freePort();
  const child = launch(['-e', BASELINE_SOURCE], { PORT: String(port) });
  await waitForLine(child, /baseline ready/);
  return { name: 'baseline', url: `http://127.0.0.1:${port}${PATH}` };
}

/** One request, checked field by field: a wrong route would otherwise be benchmarked happily. */
async function verify({ name, url }, expectSecurityHeaders) {
  const response = await fetch(url);
  const text = await response.text();
  const fail = (why) => {
    throw new Error(`${name} ${url}: ${why}; got ${response.status} ${text.slice(0, 200)}`);
  };
  if (response.status !== 200) fail('status is not 200');
  if (!response.headers.get('content-type')?.startsWith('application/json')) fail('not JSON');
  if (response.headers.get('cache-control') !== 'no-store') fail('Cache-Control is not no-store');
  if (expectSecurityHeaders && !response.headers.get('content-security-policy')) fail('no CSP');
  const body = JSON.parse(text);
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'server_time,time_zone,timestamp') fail(`keys are ${keys}`);
  if (body.time_zone !== TIME_ZONE) fail('wrong time_zone');
  if (!Number.isInteger(body.timestamp) || Math.abs(body.timestamp - Date.now()) > 5000) {
    fail('timestamp is not now');
  }
  if (body.server_time !== new Date(body.timestamp).toISOString()) fail('server_time ≠ timestamp');
}

function report(baseline, sen) {
  const ratio = (a, b) => (b > 0 ? Number((a / b).toFixed(2)) : null);
  const ratios = {
    throughput: ratio(sen.requestsPerSecond, baseline.requestsPerSecond),
    latencyP50: ratio(sen.latencyMs.p50, baseline.latencyMs.p50),
    latencyP99: ratio(sen.latencyMs.p99, baseline.latencyMs.p99),
    latencyMean: ratio(sen.latencyMs.mean, baseline.latencyMs.mean),
  };
  const row = (f) => ({
    'req/s': Math.round(f.requestsPerSecond),
    'p50 ms': f.latencyMs.p50,
    'p99 ms': f.latencyMs.p99,
    'mean ms': f.latencyMs.mean,
  });
  return {
    name: 'GET /api/system/server-time: Sen vs bare node:http',
    settings: LOAD,
    baseline,
    sen,
    ratios,
    table: { baseline: row(baseline), Sen: row(sen), 'Sen/baseline': ratioRow(ratios) },
  };
}

function ratioRow(ratios) {
  return {
    'req/s': ratios.throughput,
    'p50 ms': ratios.latencyP50,
    'p99 ms': ratios.latencyP99,
    'mean ms': ratios.latencyMean,
  };
}
