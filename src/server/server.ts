import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootDatabase } from './boot.ts';
import type { Database } from './db/client.ts';
import { type Env, shouldSeedDemo } from './env.ts';
import { packageRoot } from './lib/package-root.ts';
import { notificationsConfig } from './modules/notifications/config-from-env.ts';
import { createNotificationsRuntime } from './modules/notifications/runtime.ts';
import { NotificationScheduler } from './modules/notifications/scheduler.ts';
import { uploadSettingsFor } from './modules/uploads/upload-settings.ts';

export interface RunningServer {
  url: string;
  database: Database;
  /** Stops accepting, lets in-flight requests finish (up to the timeout), closes the database. */
  close(): Promise<void>;
}

export function packageVersion(): string {
  return JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')).version;
}

export async function startServer(env: Env): Promise<RunningServer> {
  const startedAt = Date.now();
  const { database, secrets } = await bootDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seedDemo: shouldSeedDemo(env),
    jwtSecret: env.JWT_SECRET,
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
  });
  const notifications = createNotificationsRuntime(
    database.db,
    secrets,
    env.DEFAULT_TENANT,
    notificationsConfig(env),
  );
  await notifications.realtime.connectBus({ redisUrl: env.REDIS_URL, databaseUrl: env.DATABASE_URL });
  const app = createApp({
    database,
    secrets,
    defaultTenant: env.DEFAULT_TENANT,
    maxLoginFailures: env.LOGIN_MAX_FAILURES,
    sessionDays: env.SESSION_DAYS,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    version: packageVersion(),
    startedAt,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploads: uploadSettingsFor(env),
    distDir: resolve(env.DIST_DIR),
    notifications,
  });
  const server = await listen(app.fetch, env.PORT, env.HOST);
  notifications.realtime.attach(server);
  const scheduler = new NotificationScheduler(database.db, notifications.notifier, {
    pollIntervalMs: env.SCHEDULER_POLL_MS,
  });
  scheduler.start();
  const { port } = server.address() as AddressInfo;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return {
    url: `http://${host}:${port}`,
    database,
    close: async () => {
      // Hub sockets would hold the HTTP server open: they are closed (clients reconnect elsewhere) first.
      await scheduler.stop();
      await notifications.realtime.close();
      await shutdown(server, database, env.SHUTDOWN_TIMEOUT_MS);
    },
  };
}

function listen(
  fetch: Parameters<typeof serve>[0]['fetch'],
  port: number,
  hostname: string,
): Promise<Server> {
  return new Promise((resolveListen, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolveListen(server as Server)) as Server;
    server.once('error', reject);
  });
}

async function shutdown(server: Server, database: Database, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((done) => server.close(() => done()));
  // Keep-alive connections become idle as their last request finishes: close them as they do,
  // rather than waiting out the keep-alive timeout.
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
  await closed;
  clearInterval(sweeper);
  clearTimeout(timer);
  await database.close();
}
