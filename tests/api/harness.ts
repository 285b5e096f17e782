import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import type { Entity } from '../../src/contract/entity/define.ts';
import { createApp } from '../../src/server/app.ts';
import { bootDatabase } from '../../src/server/boot.ts';
import type { Database, Db } from '../../src/server/db/client.ts';
import { createTenant, type TenantSpec } from '../../src/server/db/provision.ts';
import type { ServerSecrets } from '../../src/server/db/secrets.ts';
import type { MessageSender } from '../../src/server/modules/messaging/sender.ts';
import {
  createNotificationsRuntime,
  type NotificationsConfig,
  type NotificationsRuntime,
} from '../../src/server/modules/notifications/runtime.ts';
import { LocalUploadStorage } from '../../src/server/modules/uploads/storage.ts';

/**
 * The real app in-process over a fresh database: PGlite in memory by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL when SEN_TEST_BACKEND=postgres (npm test runs the
 * API suite once per backend).
 */
export const backend: 'pglite' | 'postgres' =
  process.env.SEN_TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

export interface TestApp {
  database: Database;
  /** Folder the app stores uploads in (removed on close). */
  uploadDir: string;
  secrets: ServerSecrets;
  /** PostgreSQL database of this app (undefined on PGlite); another app may open it too. */
  databaseUrl: string | undefined;
  /** The hub, notifier and push services of this app. */
  notifications: NotificationsRuntime;
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Serves the app over real HTTP with the hub's WebSocket (on a free port); answers its base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  bodyLimitBytes?: number;
  defaultTenant?: string;
  maxLoginFailures?: number;
  /** Extra tenants created at start, as `npm run sen -- tenant create` would. */
  tenants?: TenantSpec[];
  /** Entities the generic router serves (default: the registry). */
  entities?: readonly Entity[];
  /** Rows a list counts exactly before estimating (default 1000). */
  entityCountCap?: number;
  /** Runs as the database owner after migrations (tables of test-only entities). */
  setup?: (owner: Db) => Promise<void>;
  /** UPLOAD_MAX_BYTES / UPLOAD_MAX_FILES (defaults 10 MiB / 10, as the server's). */
  uploadMaxBytes?: number;
  uploadMaxFiles?: number;
  /** Hub, push and FCM settings (tests of real time). */
  notifications?: NotificationsConfig;
  /** Fan-out between processes: Redis, or LISTEN/NOTIFY on the app's PostgreSQL database. */
  bus?: { redisUrl?: string; postgres?: boolean };
  /** Generated customers of the demo tenant (seed/demo-customers.ts); none by default. */
  demoCustomers?: number;
  /** The SMS / e-mail gateway (default: the local log sender). */
  messageSender?: MessageSender;
  /** Months of demo stock documents (modules/stock/demo-documents.ts); none by default. */
  demoDocuments?: number;
  /** Open the database of another test app (a second server process on the same database). */
  sameDatabaseAs?: TestApp;
}

export async function openTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  if (shared && !shared.databaseUrl) throw new Error('only a PostgreSQL database can be shared');
  const fresh = shared ? { url: shared.databaseUrl, drop: async () => {} } : await freshDatabase();
  const { database, secrets } = await bootDatabase({
    databaseUrl: fresh.url,
    dataDir: 'memory://',
    seedDemo: !shared && options.seed !== false,
    demoCustomers: options.demoCustomers,
    demoDocuments: options.demoDocuments,
    afterMigrate: async (owner) => {
      if (shared) return;
      for (const spec of options.tenants ?? []) await createTenant(owner, spec);
      await options.setup?.(owner);
    },
  });
  const uploadDir = await mkdtemp(join(tmpdir(), 'sen-uploads-'));
  const notifications = createNotificationsRuntime(
    database.db,
    secrets,
    options.defaultTenant,
    options.notifications,
  );
  if (options.bus)
    await notifications.realtime.connectBus({
      redisUrl: options.bus.redisUrl,
      databaseUrl: options.bus.postgres ? fresh.url : undefined,
    });
  const app = createApp({
    notifications,
    database,
    secrets,
    defaultTenant: options.defaultTenant,
    maxLoginFailures: options.maxLoginFailures ?? 5,
    sessionDays: 30,
    version: 'test',
    startedAt: Date.now(),
    bodyLimitBytes: options.bodyLimitBytes ?? 64 * 1024,
    entities: options.entities,
    entityCountCap: options.entityCountCap,
    messageSender: options.messageSender,
    uploads: {
      storage: new LocalUploadStorage(uploadDir),
      maxBytes: options.uploadMaxBytes ?? 10 * 1024 * 1024,
      maxFiles: options.uploadMaxFiles ?? 10,
    },
  });
  let server: Server | undefined;
  return {
    database,
    uploadDir,
    secrets,
    databaseUrl: fresh.url,
    notifications,
    request: async (path, init) => app.request(`http://sen.test${path}`, init),
    listen: () =>
      new Promise((resolveListen) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
          resolveListen(`http://127.0.0.1:${info.port}`),
        ) as Server;
        notifications.realtime.attach(server);
      }),
    close: async () => {
      try {
        await notifications.realtime.close();
        if (server) {
          server.closeAllConnections();
          await new Promise((done) => server?.close(done));
        }
        await database.close();
      } finally {
        await rm(uploadDir, { recursive: true, force: true });
        await fresh.drop();
      }
    },
  };
}

/** A new, empty database for one test file; `url` is undefined for PGlite (in memory). */
export async function freshDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (backend === 'pglite') return { url: undefined, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('SEN_TEST_BACKEND=postgres needs TEST_DATABASE_URL');
  const name = `sen_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // pg's pool.end() resolves before its sockets close; forcing the drop then would kill a
      // session still saying goodbye (an uncaught 57P01). Give them a moment to leave first.
      await waitForSessionsToLeave(adminUrl, name);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function waitForSessionsToLeave(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      const { rows } = await client.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function jsonPost(body: string, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body };
}
