import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { packageRoot } from '../lib/package-root.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  /** Runs as the app role: row-level security applies, see withTenant(). */
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Number of migrations applied. */
  schemaVersion: number;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** Runs as the owner after migrations, before the app role takes over (demo seed). */
  afterMigrate?: (owner: Db) => Promise<unknown>;
}

const migrationsFolder = join(packageRoot(), 'drizzle');
const APP_ROLE = schema.appRole.name;

export function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? options.dataDir : resolve(options.dataDir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm, btree_gin } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  const schemaVersion = await prepareAppRole(db);
  await options.afterMigrate?.(db);
  // PGlite has no autovacuum: without fresh statistics the planner takes a grown table for an
  // empty one (a search with a filter planned as a re-scan per row, seconds on 2,000 customers).
  // Analysed now and every half hour, as the owner, in one exec no other query can come between.
  const analyse = () => client.exec(`RESET ROLE; ANALYZE; SET ROLE ${APP_ROLE}`);
  await analyse();
  const timer = setInterval(() => void analyse().catch(() => undefined), ANALYZE_EVERY_MS);
  timer.unref();
  const close = () => {
    clearInterval(timer);
    return client.close();
  };
  return { db, driver: 'pglite', schemaVersion, close };
}

/** How often PGlite's statistics are refreshed (PostgreSQL's autovacuum does it there). */
const ANALYZE_EVERY_MS = 30 * 60_000;

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  let schemaVersion: number;
  try {
    const ownerDb = drizzlePg({ client: owner, schema }) as unknown as Db;
    // Several processes may start at once: one migrates, the others wait and find it done.
    await owner.query('SELECT pg_advisory_lock(7366760)');
    await migratePg(ownerDb as never, { migrationsFolder });
    schemaVersion = await prepareAppRole(ownerDb);
    await options.afterMigrate?.(ownerDb);
  } finally {
    await owner.end();
  }
  const pool = new pg.Pool({ connectionString: url, options: `-c role=${APP_ROLE}`, max: 10 });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, driver: 'postgres', schemaVersion, close: () => pool.end() };
}

/** Grants the app role what it needs on the current schema; idempotent, run after every migrate. */
async function prepareAppRole(owner: Db): Promise<number> {
  const statements = [
    `DO $$ BEGIN
       EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
     EXCEPTION WHEN OTHERS THEN NULL; -- a superuser needs no membership to SET ROLE
     END $$`,
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`,
    `REVOKE INSERT, UPDATE, DELETE ON tenants FROM ${APP_ROLE}`,
    `REVOKE ALL ON app_secrets FROM ${APP_ROLE}`,
    // Shared reference data (places): loaded by the owner at start, read-only to requests.
    `REVOKE INSERT, UPDATE, DELETE ON reference_versions, places_cities, places_districts, places_wards FROM ${APP_ROLE}`,
    // Views (the entity search views) run as their owner, past row-level security: read only.
    `DO $$ DECLARE v record; BEGIN
       FOR v IN SELECT viewname FROM pg_views WHERE schemaname = 'public' LOOP
         EXECUTE format('REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON %I FROM ${APP_ROLE}', v.viewname);
       END LOOP;
     END $$`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`,
  ];
  for (const statement of statements) await owner.execute(sql.raw(statement));
  const result = await owner.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; keep the access in one place. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
