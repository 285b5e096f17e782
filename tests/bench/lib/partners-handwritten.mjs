/**
 * The reference for the generic endpoint: a hand-written Hono + pg server answering
 * GET /api/crm/partners with the same SQL, the same pool size and the same JSON shape, without
 * anything generic (and without Sen's sign-in checks).
 */
import { join } from 'node:path';
import { freePort, launch, ROOT, waitForLine } from './processes.mjs';

const SOURCE = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { listQueries } from ${JSON.stringify(join(ROOT, 'tests/bench/lib/partners-sql.mjs'))};
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, options: '-c role=sen_app', max: 10 });
const app = new Hono();
app.get('/api/crm/partners', async (c) => {
  const q = listQueries({ pageIndex: Number(c.req.query('pageIndex') ?? 1), pageSize: Number(c.req.query('pageSize') ?? 10) });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT set_config('app.tenant_id', 'demo', true)");
    const items = (await client.query(q.items)).rows;
    let total = q.totalFromPage(items.length) ?? (await client.query(q.count)).rows[0].n;
    const exact = total <= 10000;
    if (!exact) total = (await client.query(q.estimate)).rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
    await client.query('COMMIT');
    return c.json({ items, total, total_exact: exact });
  } finally {
    client.release();
  }
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('hand-written ready'));
`;

export async function startHandWritten(databaseUrl) {
  const port = await freePort();
  const child = launch(['--input-type=module', '-e', SOURCE], {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
  });
  await waitForLine(child, /hand-written ready/);
  return { child, origin: `http://127.0.0.1:${port}` };
}
