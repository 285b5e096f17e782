/**
 * GET /api/system/server-time: the real Sen server (dist/server/main.js) against a bare node:http
 * server answering the same JSON. The ratio tells what Hono + middleware cost on the lightest
 * route; absolute figures depend on the machine, the ratio much less.
 *
 * Both servers are child processes of the same Node executable, on 127.0.0.1, and autocannon runs
 * here with the same settings for both. Children are always killed: in `finally`, on
 * SIGINT/SIGTERM, on process exit and by a watchdog if the whole run overshoots its budget.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';

const ROOT = resolve(import.meta.dirname, '../..');
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

const children = new Set();

export async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sen-bench-'));
  // No graceful path here: exit now, so kill hard and clean up synchronously.
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the servers`);
    killAll('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  const onExit = () => killAll('SIGKILL');
  const watchdog = setTimeout(() => onSignal(`watchdog (${WATCHDOG_MS / 1000} s)`), WATCHDOG_MS);
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal).once('exit', onExit);
  try {
    const baseline = await startBaseline();
    const sen = await startSen(dataDir);
    await verify(baseline, false);
    await verify(sen, true);
    // Baseline first, once each (alternating rounds would double the run time). Each server has
    // its own warm-up, and machines drift towards slower (thermal throttling), so measuring the
    // reference first makes drift count against Sen rather than flatter it. The idle server
    // uses no CPU while the other one is measured.
    const baselineFigures = await measure('baseline node:http', baseline.url);
    const senFigures = await measure('Sen', sen.url);
    return report(baselineFigures, senFigures);
  } finally {
    clearTimeout(watchdog);
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('exit', onExit);
    await Promise.all([...children].map(stop));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function startBaseline() {
  const port = await freePort();
  const child = launch(['-e', BASELINE_SOURCE], { PORT: String(port) });
  await waitForLine(child, /baseline ready/);
  return { name: 'baseline', url: `http://127.0.0.1:${port}${PATH}` };
}

async function startSen(dataDir) {
  const port = await freePort();
  const child = launch([join(ROOT, 'dist/server/main.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: join(ROOT, 'dist/client'),
    NODE_ENV: 'production',
    LOG_REQUESTS: 'false',
    SHUTDOWN_TIMEOUT_MS: '2000',
  });
  await waitForLine(child, /Sen đang chạy tại/);
  return { name: 'Sen', url: `http://127.0.0.1:${port}${PATH}` };
}

/** process.execPath: under `npm run bench` that is the project's Node 24, not the machine's. */
function launch(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  // Keep only the tail, for error messages; reading also keeps the pipes from filling up.
  const keep = (chunk) => {
    child.output = (child.output + chunk).slice(-4000);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function waitForLine(child, pattern, timeoutMs = 30_000) {
  return new Promise((resolveReady, reject) => {
    const settle = () => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
    };
    const fail = (why) => {
      settle();
      reject(new Error(`${why}; output:\n${child.output}`));
    };
    // `output` already holds this chunk: launch() attached its listener first.
    const onData = () => {
      if (!pattern.test(child.output)) return;
      settle();
      resolveReady();
    };
    const onExit = (code, signal) => fail(`server exited early (code ${code}, signal ${signal})`);
    const timer = setTimeout(() => fail(`no ${pattern} within ${timeoutMs} ms`), timeoutMs);
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
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

/** A discarded warm-up (JIT, connection set-up), then the measured run with the same settings. */
async function measure(label, url) {
  const options = { url, connections: LOAD.connections, pipelining: LOAD.pipelining };
  console.log(`  ${label}: warm-up ${LOAD.warmupSeconds} s, then ${LOAD.durationSeconds} s…`);
  await checkedLoad({ ...options, duration: LOAD.warmupSeconds }, label);
  const { result, latency } = await checkedLoad({ ...options, duration: LOAD.durationSeconds }, label);
  const ms = (microseconds) => Number((microseconds / 1000).toFixed(3));
  return {
    label,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: { p50: ms(latency.percentile(50)), p99: ms(latency.percentile(99)), mean: ms(latency.mean) },
  };
}

/**
 * autocannon's own latency histogram has 1 ms resolution, too coarse on loopback (the baseline
 * answers in about 1 ms), so the exact per-response times it emits are recorded here in µs.
 */
async function checkedLoad(options, label) {
  const latency = createHistogram();
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, responseMs) => {
    latency.record(Math.max(1, Math.round(responseMs * 1000)));
  });
  const result = await instance;
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return { result, latency };
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

/** Asks the OS for a free loopback port (Sen cannot report an ephemeral one back to us). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** SIGTERM first so Sen closes PGlite cleanly; SIGKILL if it has not gone after 5 s. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

function killAll(signal) {
  for (const child of children) child.kill(signal);
}
