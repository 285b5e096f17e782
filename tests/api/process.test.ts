import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../src/server/db/client.ts';
import { backend, freshDatabase } from './harness.ts';

/** These tests run the built server bundle as `npm start` does, in its own process. */
const bundle = 'dist/server/main.js';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startBundle(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** Up to 50 s: a first start migrates and seeds, which a busy shared machine makes slow. */
async function waitUntilListening(started: Started): Promise<void> {
  for (let i = 0; i < 500 && !started.output().includes('Sen đang chạy'); i++) {
    if (started.child.exitCode !== null) throw new Error(started.output());
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`the server process (${backend})`, () => {
  const dirs: string[] = [];
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
    database = await freshDatabase();
  });
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await database.drop();
  });
  const dataEnv = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sen-process-'));
    dirs.push(dir);
    return { DATA_DIR: dir, ...(database.url ? { DATABASE_URL: database.url } : {}) };
  };

  it('stops at once with exit code 1 and one line naming a bad variable', async () => {
    const started = await startBundle({ ...dataEnv(), BODY_LIMIT_BYTES: 'nhiều' });
    expect(await started.exited).toBe(1);
    expect(started.output().trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid environment variable BODY_LIMIT_BYTES="nhiều"/),
    ]);
  });

  it('finishes an in-flight request on SIGTERM, refuses new ones, and exits 0', async () => {
    const started = await startBundle({ ...dataEnv(), NODE_ENV: 'production' });
    await waitUntilListening(started);
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: started.port,
          method: 'POST',
          path: '/api/khong-ton-tai',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"ghi_chu": "đang gửi');
      // Once the server is reading this body, ask it to stop, then send the rest of the body.
      req.on('socket', (socket) =>
        socket.on('connect', () =>
          setTimeout(() => {
            started.child.kill('SIGTERM');
            setTimeout(() => req.end(' xong"}'), 500);
          }, 300),
        ),
      );
    });
    expect(await inFlight).toBe(404);
    expect(await started.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${started.port}/api/health`)).rejects.toThrow();
  });

  it('creates a tenant from the command line, once', async () => {
    const env = { ...dataEnv(), NODE_ENV: 'production' };
    const run = async (args: string[]) => {
      const child = spawn(process.execPath, [bundle, ...args], { env: { PATH: process.env.PATH, ...env } });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      return { code, lines: output.trim().split('\n') };
    };
    const created = await run(['tenant', 'create', 'acme', '--name', 'Acme Spa', '--password', 'mat-khau-1']);
    expect(created).toEqual({
      code: 0,
      lines: ['Tenant "acme" created: administrator "admin", branches CN01'],
    });
    const again = await run(['tenant', 'create', 'acme', '--name', 'Acme Spa']);
    expect(again).toEqual({ code: 1, lines: ['Tenant "acme" already exists'] });
    expect((await run(['tenant', 'create'])).code).toBe(2);
  });

  it.skipIf(backend === 'postgres')('never seeds the demo tenant in production', async () => {
    const env = dataEnv();
    const started = await startBundle({ ...env, NODE_ENV: 'production' });
    await waitUntilListening(started);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    const reopened = await openDatabase({ dataDir: env.DATA_DIR });
    const tenants = rowsOf(await reopened.db.execute(sql`SELECT id FROM tenants`));
    await reopened.close();
    expect(tenants).toEqual([]);
  });
});
