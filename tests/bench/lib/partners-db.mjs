/**
 * Direct database sessions for the entity benchmark: load rows as the owner (indexes rebuilt
 * after the bulk insert, then ANALYZE), then run list queries as the app role with the tenant set,
 * exactly as a Sen request does.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

const INDEXES =
  "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'crm_partners' AND indexname <> 'crm_partners_pkey'";

/** A throw-away database on the server of `adminUrl`. */
export async function tempPostgres(adminUrl) {
  const name = `sen_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `query(sql)` → rows; shared by both backends. */
function session(query, close) {
  return {
    async load(insertSql) {
      const indexes = await query(INDEXES);
      for (const { indexname } of indexes) await query(`DROP INDEX ${indexname}`);
      await query(insertSql);
      for (const { indexdef } of indexes) await query(indexdef);
      await query('ANALYZE crm_partners');
      await query('SET ROLE sen_app');
      await query("SELECT set_config('app.tenant_id', 'demo', false)");
    },
    async list({ totalFromPage, items, count, estimate }) {
      const rows = await query(items);
      const known = totalFromPage(rows.length);
      if (known !== null) return { rows, total: known };
      const [{ n }] = await query(count);
      if (n <= 10_000) return { rows, total: n };
      const [plan] = await query(estimate);
      return { rows, total: plan['QUERY PLAN'][0].Plan['Plan Rows'] };
    },
    close,
  };
}

export async function postgresSession(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return session(
    async (sql) => (await client.query(sql)).rows,
    () => client.end(),
  );
}

export async function pgliteSession(dataDir) {
  const client = await PGlite.create({ dataDir, extensions: { unaccent, pg_trgm, btree_gin } });
  return session(
    async (sql) => (await client.query(sql)).rows,
    () => client.close(),
  );
}
