/**
 * The reference for the generic endpoint: a hand-written Hono + pg server answering
 * GET /api/crm/partners with the same SQL message (tenant setting + the statement that builds the
 * response JSON, one round trip; partners-sql.mjs), the same pool size and the same body, without anything generic
 * and without Sen's tenant, sign-in, rights and branch checks.
 *
 * "The same query" holds on the database side too: the pool connects as Sen's does (the database
 * owner's login with `-c role=sen_app`, so row-level security binds it) and sets the tenant in the
 * same message. Checked on the wire (Query messages captured between each server and PostgreSQL):
 * the statements differ only in quoting, and Sen's message adds the sign-in check
 * (session_user_json, in the setting's SELECT) — about 0.03–0.06 ms of backend CPU per request.
 */
import { join } from 'node:path';
import { freePort, launch, ROOT, waitForLine } from './processes.mjs';

const SOURCE = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { bodyOf, listStatement } from ${JSON.stringify(join(ROOT, 'tests/bench/lib/partners-sql.mjs'))};
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, options: '-c role=sen_app', max: 10 });
const app = new Hono();
const whole = (text, fallback) => (/^[0-9]{1,6}$/.test(text ?? '') ? Number(text) : fallback);
const parts = JSON.parse(process.env.PARTS);
app.get('/api/crm/partners', async (c) => {
  const pageIndex = whole(c.req.query('pageIndex'), 1);
  const message = listStatement(parts, {
    pageIndex,
    pageSize: whole(c.req.query('pageSize'), 10),
    searchKey: c.req.query('searchKey'),
    withTotal: process.env.PAGE_ALONE !== '1' && pageIndex === 1,
  });
  const body = bodyOf(await pool.query(message));
  return c.body(body, 200, { 'content-type': 'application/json' });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('hand-written ready'));
`;

/**
 * `parts`: the declaration's parts of the statement (partners-sql.mjs partnersParts). `pageAlone`:
 * the endpoint serves the page without counting its total (the totals benchmark's baseline);
 * otherwise it counts on a first page, as the list protocol does.
 */
export async function startHandWritten(databaseUrl, parts, { pageAlone = false } = {}) {
  const port = await freePort();
  const child = launch(['--input-type=module', '-e', SOURCE], {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    PAGE_ALONE: pageAlone ? '1' : '0',
    PARTS: JSON.stringify(parts),
  });
  await waitForLine(child, /hand-written ready/);
  return { child, origin: `http://127.0.0.1:${port}` };
}
