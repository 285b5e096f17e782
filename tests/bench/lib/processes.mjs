/**
 * Child processes for benchmarks: launched with the project's Node (process.execPath under
 * `npm run bench`), tracked so they are always killed — in `finally`, on SIGINT/SIGTERM, on exit
 * and by a watchdog when a run overshoots its budget.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

const children = new Set();

export function launch(args, env) {
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

/** Starts the built Sen server (dist/server/main.js) and resolves once it listens (HTTPS given TLS_CERT_FILE). */
export async function startSen(env) {
  const port = await freePort();
  const child = launch([join(ROOT, 'dist/server/main.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DIST_DIR: join(ROOT, 'dist/client'),
    NODE_ENV: 'production',
    LOG_REQUESTS: 'false',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...env,
  });
  await waitForLine(child, /Sen đang chạy tại/, 120_000);
  return { child, origin: `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}` };
}

/** `npm run sen -- tenant create demo …` against the same database: the production way to start. */
export async function createDemoTenant(env) {
  const args = ['tenant', 'create', 'demo', '--name', 'Sen bench', '--admin', 'admin', '--password', 'admin'];
  const child = launch(
    [
      join(ROOT, 'dist/server/main.js'),
      ...args,
      '--branch',
      'CN01=Chi nhánh 1',
      '--branch',
      'CN02=Chi nhánh 2',
    ],
    {
      NODE_ENV: 'production',
      ...env,
    },
  );
  const code = await new Promise((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`tenant create failed (${code}):\n${child.output}`);
}

/** The body of the demo administrator's `POST /api/auth/login` (tenant `demo`). */
export const ADMIN_SIGN_IN = {
  user_name: 'admin',
  password: 'admin',
  system_type: 'web',
  login_type: 'password',
};

/** The demo administrator's session (`{access_token, refresh_token, …}`) from the server's sign-in. */
export async function signInAdmin(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Tenant: 'demo' },
    body: JSON.stringify(ADMIN_SIGN_IN),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).session;
}

export function waitForLine(child, pattern, timeoutMs = 30_000) {
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

/** Asks the OS for a free loopback port (Sen cannot report an ephemeral one back to us). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** SIGTERM first so Sen closes PGlite cleanly; SIGKILL if it has not gone after 5 s. */
export function stop(child) {
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

export function stopAll() {
  return Promise.all([...children].map(stop));
}

/**
 * Runs `work` with the safety nets: a watchdog and signal handlers that kill every child and run
 * `cleanup` synchronously before exiting.
 */
export async function guarded(watchdogMs, cleanup, work) {
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the servers`);
    for (const child of children) child.kill('SIGKILL');
    cleanup();
    process.exit(130);
  };
  const onExit = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  const watchdog = setTimeout(() => onSignal(`watchdog (${watchdogMs / 1000} s)`), watchdogMs);
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal).once('exit', onExit);
  try {
    return await work();
  } finally {
    clearTimeout(watchdog);
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('exit', onExit);
    await stopAll();
  }
}
