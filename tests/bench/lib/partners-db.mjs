/**
 * Direct database sessions for the entity benchmark: load rows as the owner (indexes rebuilt
 * after the bulk insert, then ANALYZE), then run the list message as the app role, exactly as a
 * Sen request does. With BENCH_KEEP=1 the loaded databases are kept and reused by the next run
 * with the same row count (loading a million rows takes minutes, PGlite especially).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { loadTables } from './bench-tables.mjs';
import { partnerTables } from './partners-data.mjs';
import { bodyOf } from './partners-sql.mjs';

export const KEEP = process.env.BENCH_KEEP === '1';

const DEMO_ROWS =
  "SELECT count(*)::int AS n FROM crm_partners WHERE tenant_id = 'demo' AND created_by = 'bench'";

async function adminQuery(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A database on the server of `adminUrl`: throw-away, or with BENCH_KEEP=1 one named after the
 * row count, kept for the next run. `existed` tells whether it was there already.
 */
export async function benchPostgres(adminUrl, rows) {
  const name = KEEP ? `sen_bench_entity_${rows}` : `sen_bench_${randomBytes(5).toString('hex')}`;
  const found = await adminQuery(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (found.length === 0) await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return { url: url.toString(), existed: found.length > 0, drop: KEEP ? async () => {} : drop };
}

/** A PGlite directory: the given throw-away one, or with BENCH_KEEP=1 one kept under node_modules/.cache. */
export function benchPgliteDir(tempDir, root, rows) {
  const dir = KEEP ? join(root, 'node_modules/.cache/sen-bench', `pglite-${rows}`) : tempDir;
  return { dir, existed: existsSync(join(dir, 'PG_VERSION')) };
}

/** `run(text)` → the results of every statement of a simple-protocol message. */
function session(run, close) {
  const query = async (text) => (await run(text)).at(-1).rows;
  return {
    /** Demo rows already in the database (0 when the tenant has no table yet). */
    async demoRows() {
      try {
        return (await query(DEMO_ROWS))[0].n;
      } catch {
        return 0;
      }
    },
    /** Loads `count` customers and their references (checked against the tables first, see bench-tables.mjs). */
    async load(count) {
      const tables = partnerTables('demo', count);
      await loadTables(query, { tenantId: 'demo', marker: 'bench', tables, bulkTable: 'crm_partners' });
    },
    /** From here on as the app role, which row-level security binds, as Sen runs. */
    async asApp() {
      await query('SET ROLE sen_app');
    },
    /** The list message (partners-sql.mjs) → the response body text. */
    list: async (message) => bodyOf(await run(message)),
    /** Every statement's results of a message. */
    run,
    close,
  };
}

export async function postgresSession(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return session(
    async (text) => {
      const answer = await client.query(text);
      return Array.isArray(answer) ? answer : [answer];
    },
    () => client.end(),
  );
}

export async function pgliteSession(dataDir) {
  const client = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm, btree_gin } });
  return session(
    (text) => client.exec(text),
    () => client.close(),
  );
}

/**
 * `count` demo customers in the PostgreSQL database of `url`, used as it is and kept: the demo
 * tenant is created with the CLI when missing (it migrates), the rows loaded when their count
 * differs; later runs reuse them.
 */
export async function ensurePartners(url, count, createTenant) {
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  let hasTenant = false;
  try {
    hasTenant = (await probe.query("SELECT 1 FROM tenants WHERE id = 'demo'")).rowCount === 1;
  } catch {
    hasTenant = false;
  } finally {
    await probe.end();
  }
  if (!hasTenant) await createTenant({ DATABASE_URL: url });
  const direct = await postgresSession(url);
  try {
    if ((await direct.demoRows()) !== count) {
      console.log(`  loading ${count.toLocaleString('en')} customers…`);
      await direct.load(count);
    } else console.log(`  reusing ${count.toLocaleString('en')} customers`);
  } finally {
    await direct.close();
  }
}
