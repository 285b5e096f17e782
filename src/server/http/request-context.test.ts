import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context.ts';
import { onApiError } from './errors.ts';
import { jsonBody } from './request-body.ts';
import { fillBranchOfBody, requestContext, requireBranchScope } from './request-context.ts';
import { userOfRow } from './sign-in-check.ts';

const SERVER = join(import.meta.dirname, '..');

/** A user row as session_state() answers it: reads crm.partners, works in CN01 and CN02, sees NV01. */
const ROW = {
  user_name: 'u',
  ten_nsd: 'U',
  is_admin: 0,
  r_read: ['crm.partners'],
  r_readall: [],
  r_edit: [],
};
const SCOPE = { branchs: 'CN01,CN02', employee_yn: 1, employees: ['NV01'] };

const user = (values: Record<string, unknown>) =>
  userOfRow(JSON.stringify({ ...ROW, ...SCOPE, ...values }), { sub: 'u-1', tnt: 'demo', sid: 's-1' });

/** An app whose requests are signed in as `values`' user, in a tenant of branches CN01..CN03. */
function appFor(values: Record<string, unknown> = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', jsonBody(), async (c, next) => {
    c.set('tenantId', 'demo');
    c.set('user', user(values));
    await next();
  });
  app.use(
    '*',
    requestContext(async () => ['CN01', 'CN02', 'CN03']),
  );
  app.get('/context', (c) => {
    const { selectedBranches, singleBranch, branchCheck } = c.get('request');
    return c.json({ selectedBranches, singleBranch, ok: branchCheck.ok });
  });
  app.get('/scoped', requireBranchScope(), (c) => c.json(c.get('request').branches));
  app.get('/employees', (c) => c.json(c.get('request').readableEmployees('crm.partners')));
  app.post('/lock', (c) => {
    fillBranchOfBody(c, 'ma_dvcs');
    return c.json(c.get('body') ?? null);
  });
  app.onError(onApiError);
  return app;
}

const get = (app: Hono<AppEnv>, path: string, branchs?: string) =>
  app.request(path, { headers: branchs === undefined ? {} : { Branchs: branchs } });

describe('the request context', () => {
  it('reads the Branchs header once: trimmed, upper-cased, each code once', async () => {
    const response = await get(appFor(), '/context', ' cn01, CN02 ,,cn01');
    expect(await response.json()).toEqual({
      selectedBranches: ['CN01', 'CN02'],
      singleBranch: null,
      ok: true,
    });
    expect(await (await get(appFor(), '/context', 'cn02')).json()).toMatchObject({ singleBranch: 'CN02' });
  });

  it('keeps the branch scope within the user rights, every permitted branch when none is named', async () => {
    expect(await (await get(appFor(), '/scoped')).json()).toEqual(['CN01', 'CN02']);
    expect(await (await get(appFor(), '/scoped', 'cn02')).json()).toEqual(['CN02']);
    expect(await (await get(appFor({ is_admin: 1, branchs: '' }), '/scoped')).json()).toEqual([
      'CN01',
      'CN02',
      'CN03',
    ]);
    const denied = await get(appFor(), '/scoped', 'CN01,CN03');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: 'BRANCH_DENIED' });
    const none = await get(appFor({ branchs: '' }), '/scoped');
    expect(none.status).toBe(403);
    expect(await none.json()).toMatchObject({ code: 'NO_BRANCH_RIGHTS' });
    // A route that does not work on branches still serves a user without any.
    expect((await get(appFor({ branchs: '' }), '/context')).status).toBe(200);
  });

  it('gives the employee scope of a screen', async () => {
    expect(await (await get(appFor(), '/employees')).json()).toEqual(['NV01']);
    expect(await (await get(appFor({ r_readall: ['crm.partners'] }), '/employees')).json()).toBeNull();
    expect(await (await get(appFor({ employee_yn: 0 }), '/employees')).json()).toBeNull();
  });

  it('fills a named branch field of a POST body from a single selected branch only', async () => {
    const post = (body: unknown, branchs: string) =>
      appFor().request('/lock', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Branchs: branchs },
        body: JSON.stringify(body),
      });
    expect(await (await post({ ma_ct: 'HD1' }, 'cn01')).json()).toEqual({ ma_ct: 'HD1', ma_dvcs: 'CN01' });
    expect(await (await post({ ma_ct: 'HD1', ma_dvcs: '' }, 'CN01')).json()).toEqual({
      ma_ct: 'HD1',
      ma_dvcs: 'CN01',
    });
    expect(await (await post({ ma_dvcs: 'CN02' }, 'CN01')).json()).toEqual({ ma_dvcs: 'CN02' });
    expect(await (await post({ ma_ct: 'HD1' }, 'CN01,CN02')).json()).toEqual({ ma_ct: 'HD1' });
    expect(await (await post([1], 'CN01')).json()).toEqual([1]);
  });
});

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the Branchs header', () => {
  it('is read by http/request-context.ts alone; everything else reads c.var.request', () => {
    // Any way of reading a request header by that name: c.req.header('Branchs'), headers.get(…), ['branchs'].
    const reading = /(header\(|headers\.get\(|\[)\s*['"`]branchs['"`]/i;
    const readers = serverFiles(SERVER)
      .filter((file) => reading.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SERVER, file));
    expect(readers).toEqual(['http/request-context.ts']);
  });
});
