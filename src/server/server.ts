import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApp } from './app.ts';
import { bootDatabase } from './boot.ts';
import type { Database } from './db/client.ts';
import { type Env, readTlsFiles, shouldSeedDemo } from './env.ts';
import { listen } from './http/listen.ts';
import { packageRoot } from './lib/package-root.ts';
import { HttpGatewaySender } from './modules/messaging/http-gateway.ts';
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
  const tls = readTlsFiles(env);
  const { database, secrets } = await bootDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seedDemo: shouldSeedDemo(env),
    demoCustomers: env.DEMO_CUSTOMERS,
    demoDocuments: env.DEMO_DOCUMENTS,
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
    messageSender: env.SMS_GATEWAY_URL
      ? new HttpGatewaySender({
          url: env.SMS_GATEWAY_URL,
          token: env.SMS_GATEWAY_TOKEN,
          brandname: env.SMS_BRANDNAME,
        })
      : undefined,
  });
  const listening = await listen(app.fetch, env.PORT, env.HOST, tls);
  notifications.realtime.attach(listening.server);
  const scheduler = new NotificationScheduler(database.db, notifications.notifier, {
    pollIntervalMs: env.SCHEDULER_POLL_MS,
  });
  scheduler.start();
  return {
    url: listening.url,
    database,
    close: async () => {
      // Hub sockets would hold the HTTP server open: they are closed (clients reconnect elsewhere) first.
      await scheduler.stop();
      await notifications.realtime.close();
      await listening.close(env.SHUTDOWN_TIMEOUT_MS);
      await database.close();
    },
  };
}
