/**
 * Hub fan-out: one notification broadcast to 1,000 open hub sockets (`BENCH_SOCKETS` to change),
 * time from the request that sends it to each socket receiving it (p50/p99), and the count that
 * arrived. The baseline is a bare `ws` server that sends the same SignalR frame to the same number
 * of sockets when asked over HTTP: the floor of a Node WebSocket fan-out on this machine.
 *
 * Both sides use the same raw WebSocket clients speaking the SignalR JSON protocol (negotiate,
 * handshake, invocations), so the ratio compares the servers, not two client libraries. Sen's
 * path also stores the notification and its audit entry in one transaction before publishing,
 * as it does in production (PGlite here). Several rounds each, after one warm-up round.
 */

import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import {
  createDemoTenant,
  freePort,
  guarded,
  launch,
  signInAdmin,
  startSen,
  waitForLine,
} from './lib/processes.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECT_BATCH = 50;
const DELIVERY_TIMEOUT_MS = 15_000;
const WATCHDOG_MS = 300_000;
const RS = '\x1e';

/** Sends the frame Sen's hub sends (type 1, ReceiveNotification) to every socket on POST /broadcast. */
const BASELINE_SOURCE = `
const http = require('node:http');
const { WebSocketServer } = require('ws');
const wss = new WebSocketServer({ noServer: true });
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c)).on('end', () => {
    const frame = JSON.stringify({ type: 1, target: 'ReceiveNotification', arguments: [JSON.parse(body)] }) + '\\x1e';
    for (const socket of wss.clients) socket.send(frame);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ sent: wss.clients.size }));
  });
});
server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => {
  ws.once('message', () => ws.send('{}\\x1e'));
}));
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
`;

export async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'sen-bench-hub-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    return await guarded(WATCHDOG_MS, cleanup, async () => {
      const baseline = await measureBaseline();
      await createDemoTenant({ DATA_DIR: dataDir });
      const sen = await startSen({ DATA_DIR: dataDir });
      const senFigures = await measureSen(sen.origin);
      return report(baseline, senFigures);
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measureBaseline() {
  const port = await freePort();
  const child = launch(['-e', BASELINE_SOURCE], { PORT: String(port) });
  await waitForLine(child, /baseline ready/);
  const origin = `http://127.0.0.1:${port}`;
  const clients = await connectAll(() => ({ url: `ws://127.0.0.1:${port}/` }));
  try {
    return await rounds('baseline ws', clients, (item) =>
      fetch(`${origin}/broadcast`, { method: 'POST', body: JSON.stringify(item) }),
    );
  } finally {
    for (const client of clients) client.socket.terminate();
  }
}

async function measureSen(origin) {
  const token = (await signInAdmin(origin)).access_token;
  const clients = await connectAll(async () => {
    const negotiate = await fetch(`${origin}/api/hubs/notification/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Tenant: 'demo' },
    });
    if (!negotiate.ok) throw new Error(`negotiate answered ${negotiate.status}`);
    const { connectionToken } = await negotiate.json();
    const query = `id=${encodeURIComponent(connectionToken)}&access_token=${encodeURIComponent(token)}`;
    return { url: `${origin.replace('http', 'ws')}/api/hubs/notification?${query}` };
  });
  try {
    return await rounds('Sen hub', clients, async (item) => {
      const response = await fetch(`${origin}/api/notifications/broadcast`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Tenant: 'demo', 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: item.title, body: item.body, target: item.target, users: ['admin'] }),
      });
      if (!response.ok) throw new Error(`broadcast answered ${response.status}: ${await response.text()}`);
    });
  } finally {
    for (const client of clients) client.socket.terminate();
  }
}

/** Opens SOCKETS clients, CONNECT_BATCH at a time, each through the SignalR JSON handshake. */
async function connectAll(address) {
  const clients = [];
  for (let i = 0; i < SOCKETS; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SOCKETS - i) }, async () => {
      const { url } = await address();
      return openClient(url);
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

function openClient(url) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const client = { socket, onInvocation: () => {} };
    let buffer = '';
    let shaken = false;
    socket.once('error', reject);
    socket.once('open', () => socket.send(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`));
    socket.on('message', (data) => {
      const at = performance.now();
      buffer += data.toString();
      const frames = buffer.split(RS);
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const message = JSON.parse(frame);
        if (!shaken) {
          if (message.error) return reject(new Error(message.error));
          shaken = true;
          resolve(client);
        } else if (message.type === 1 && message.target === 'ReceiveNotification') {
          client.onInvocation(message.arguments[0], at);
        }
      }
    });
  });
}

/** One warm-up round, then ROUNDS measured: latency of every delivery, the count delivered. */
async function rounds(name, clients, send) {
  await deliverOnce(clients, send, 'warm-up');
  const latencies = [];
  const delivered = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const result = await deliverOnce(clients, send, `round ${round}`);
    latencies.push(...result.latencies);
    delivered.push(result.delivered);
  }
  latencies.sort((a, b) => a - b);
  const pick = (q) =>
    Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1));
  return { name, sockets: clients.length, delivered, p50: pick(0.5), p99: pick(0.99), max: pick(1) };
}

async function deliverOnce(clients, send, label) {
  const title = `Bench ${label} ${Date.now()}`;
  const item = {
    id: label,
    kind: 'broadcast',
    title,
    body: 'Hub fan-out',
    target: '/user/notifications',
    is_read: false,
    created_at: new Date().toISOString(),
  };
  const latencies = [];
  let done;
  const all = new Promise((resolve) => {
    done = resolve;
  });
  for (const client of clients) {
    client.onInvocation = (payload, at) => {
      if (payload?.title !== title) return;
      latencies.push(at - start);
      if (latencies.length === clients.length) done();
    };
  }
  const start = performance.now();
  await send(item);
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, DELIVERY_TIMEOUT_MS))]);
  return { latencies, delivered: latencies.length };
}

function report(baseline, sen) {
  const ratio = (a, b) => (b > 0 ? Number((a / b).toFixed(2)) : null);
  const row = (f) => ({
    sockets: f.sockets,
    'delivered per round': f.delivered.join(', '),
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    'max ms': f.max,
  });
  return {
    name: `Hub fan-out of one notification to ${SOCKETS} sockets: Sen vs bare ws`,
    settings: { sockets: SOCKETS, rounds: ROUNDS },
    baseline,
    sen,
    ratios: { p50: ratio(sen.p50, baseline.p50), p99: ratio(sen.p99, baseline.p99) },
    table: {
      'baseline ws': row(baseline),
      Sen: row(sen),
      'Sen/baseline': { 'p50 ms': ratio(sen.p50, baseline.p50), 'p99 ms': ratio(sen.p99, baseline.p99) },
    },
  };
}
