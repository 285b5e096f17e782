import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/contract/api/auth.api.ts';
import { type Action, can } from '../../src/contract/auth/rules.ts';
import { entities } from '../../src/contract/entities/registry.ts';
import type { Entity } from '../../src/contract/entity/define.ts';
import { users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

interface RouteCase {
  method: string;
  path: string;
  body?: unknown;
  /** Expected status for admin and for letan (receptionist: CRM rights only, branch CN01). */
  admin: number;
  letan: number;
}

/**
 * Every system route with a body that is valid, so a refusal can only come from the access check.
 * The entity routes follow below, generated from the registry.
 */
const ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/system/branchs', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/system/command', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/system/command/lookup', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/system/voucher-locks', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/system/configs', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/system/logs', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/system/logs/total', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/system/users/online', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/dashboard/users-online', admin: 200, letan: 200 },
  {
    method: 'GET',
    path: '/api/dashboard/activity?fromDate=2026-01-01&toDate=2026-01-31',
    admin: 200,
    letan: 200,
  },
  {
    method: 'GET',
    path: '/api/dashboard/recent-activity?fromDate=2026-01-01&toDate=2026-01-31',
    admin: 200,
    letan: 200,
  },
  { method: 'GET', path: '/api/dashboard/counts?entities=crm.partners', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/system/users', admin: 200, letan: 403 },
  { method: 'GET', path: '/api/system/users/no-such-id', admin: 404, letan: 403 },
  { method: 'PATCH', path: '/api/system/users/no-such-id', body: { status: 1 }, admin: 404, letan: 403 },
  {
    method: 'PUT',
    path: '/api/system/users/no-such-id/password',
    body: { password: 'mat-khau-9' },
    admin: 404,
    letan: 403,
  },
  {
    method: 'POST',
    path: '/api/system/configs',
    body: { name: 'sale_return_days', group: 'settings', value: '3' },
    admin: 200,
    letan: 403,
  },
  {
    // A list's layout (the table settings popup) needs only the read right on that list.
    method: 'POST',
    path: '/api/system/configs',
    body: { name: 'table_crm_partners', group: 'settings', value: '{"columns":[]}' },
    admin: 200,
    letan: 200,
  },
  {
    method: 'POST',
    path: '/api/system/configs',
    body: { name: 'table_stock_units', group: 'settings', value: '{"columns":[]}' },
    admin: 200,
    letan: 403,
  },
  {
    method: 'PUT',
    path: '/api/system/configs',
    body: [{ name: 'crm_partner_require_phone', value: 't' }],
    admin: 200,
    letan: 403,
  },
  {
    method: 'POST',
    path: '/api/system/voucher-locks',
    body: { ma_dvcs: 'CN01', ma_ct: 'PT1', ngay_ks: '2026-10-31' },
    admin: 200,
    letan: 403,
  },
  { method: 'DELETE', path: '/api/system/voucher-locks/CN01/PT9', admin: 200, letan: 403 },
  { method: 'POST', path: '/api/system/encrypt', body: { text: 'x' }, admin: 200, letan: 403 },
  { method: 'POST', path: '/api/system/encrypts', body: { items: ['x'] }, admin: 200, letan: 403 },
  { method: 'PUT', path: '/api/system/users/letan/logout/203.0.113.1', admin: 200, letan: 403 },
  { method: 'GET', path: '/api/system/stt', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/accounting/voucher-infos', admin: 200, letan: 403 },
  { method: 'GET', path: '/api/accounting/voucher-infos/PT1/9', admin: 404, letan: 403 },
  { method: 'DELETE', path: '/api/accounting/voucher-infos/PT1/9', admin: 404, letan: 403 },
  {
    method: 'POST',
    path: '/api/accounting/voucher-infos',
    body: { ma_ct: 'PT1', status: '1', ten_tt: 'Chờ duyệt' },
    admin: 201,
    letan: 403,
  },
  { method: 'POST', path: '/api/system/stt', body: { buoc_cai_dat: 1 }, admin: 200, letan: 403 },
  {
    method: 'PUT',
    path: '/api/system/stt',
    body: [{ name: 'buoc_cai_dat', value: 2 }],
    admin: 200,
    letan: 403,
  },
  { method: 'GET', path: '/api/system/clear-cache', admin: 200, letan: 403 },
  // Notifications: every signed-in user manages their own; broadcast is for administrators.
  { method: 'GET', path: '/api/notifications/settings', admin: 200, letan: 200 },
  {
    method: 'PUT',
    path: '/api/notifications/settings',
    body: { push_enabled: true, muted_kinds: [] },
    admin: 200,
    letan: 200,
  },
  { method: 'GET', path: '/api/notifications/vapid-public-key', admin: 200, letan: 200 },
  {
    method: 'POST',
    path: '/api/notifications/tokens/register',
    body: {
      os_type: 'browser',
      device_id: 'perm-test',
      token: {
        endpoint: 'https://push.example.test/p',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    },
    admin: 200,
    letan: 200,
  },
  { method: 'PUT', path: '/api/notifications/view', body: { id: 'no-such-id' }, admin: 200, letan: 200 },
  { method: 'PUT', path: '/api/notifications/view-all', admin: 200, letan: 200 },
  { method: 'GET', path: '/api/notifications/histories?pageIndex=1&pageSize=10', admin: 200, letan: 200 },
  {
    method: 'POST',
    path: '/api/notifications/broadcast',
    body: { title: 'Kiểm tra quyền', users: ['no-such-user'] },
    admin: 200,
    letan: 403,
  },
  // The hub's negotiate checks the token like any route (the WebSocket: tests/api/hub.test.ts).
  { method: 'POST', path: '/api/hubs/notification/negotiate?negotiateVersion=1', admin: 200, letan: 200 },
  // The caller's own account needs a signed-in user, no menu right (tests/api/profile.test.ts);
  // the bodies are refused by validation so nothing changes.
  { method: 'GET', path: '/api/auth/profile', admin: 200, letan: 200 },
  { method: 'PUT', path: '/api/auth/profile', body: { ten_nsd: '', version: 1 }, admin: 400, letan: 400 },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    body: { current_password: 'x', new_password: 'y', confirm_password: 'z' },
    admin: 400,
    letan: 400,
  },
  // Uploads need a signed-in user of the tenant, no menu right (tests/api/uploads.test.ts).
  { method: 'GET', path: '/api/upload/limits', admin: 200, letan: 200 },
  { method: 'POST', path: '/api/upload/images', body: {}, admin: 400, letan: 400 },
  { method: 'POST', path: '/api/upload/files', body: {}, admin: 400, letan: 400 },
  {
    method: 'DELETE',
    path: '/api/upload',
    body: { files: ['/api/upload/demo/202601/x.png'] },
    admin: 200,
    letan: 200,
  },
];

interface EntityRouteCase {
  method: string;
  path: string;
  body?: unknown;
  /** The right the route needs on the entity's menu id; none for the read-only refusals. */
  action: Action | null;
  /** Status for a user holding the right (admin): proves the access check let the call through. */
  allowed: number;
}

/**
 * Every route of the generic entity router, for every registered entity. Bodies carry an
 * unknown field so an allowed write stops at validation (400) and never changes data; ids do
 * not exist, so reads of one record answer 404.
 */
function entityRoutes(entity: Entity): EntityRouteCase[] {
  const base = `/api/${entity.path}`;
  const missing = `${base}/no-such-id`;
  const probe = { __probe: 1 };
  const reads: EntityRouteCase[] = [
    // An open list (system/branchs: the startup list of one's own branches) needs no right.
    { method: 'GET', path: base, action: entity.openList ? null : 'read', allowed: 200 },
    { method: 'GET', path: missing, action: 'read', allowed: 404 },
  ];
  if (entity.readOnly)
    return [
      ...reads,
      { method: 'POST', path: base, body: probe, action: null, allowed: 405 },
      { method: 'POST', path: `${base}/import`, body: { items: [] }, action: null, allowed: 405 },
      { method: 'DELETE', path: missing, action: null, allowed: 405 },
    ];
  return [
    ...reads,
    {
      method: 'GET',
      path: `${base}/lookup`,
      action: entity.lookup === 'read' ? 'read' : null,
      allowed: 200,
    },
    { method: 'GET', path: `${base}/exists/${entity.key}/X`, action: 'read', allowed: 200 },
    { method: 'GET', path: `${missing}/exists/${entity.key}/X`, action: 'read', allowed: 200 },
    { method: 'POST', path: base, body: probe, action: 'add', allowed: 400 },
    { method: 'PUT', path: missing, body: probe, action: 'edit', allowed: 400 },
    { method: 'PATCH', path: missing, body: {}, action: 'edit', allowed: 404 },
    { method: 'DELETE', path: missing, action: 'del', allowed: 404 },
    // A dry run of a bad row answers its report (200) and never writes.
    entity.noImport
      ? {
          method: 'POST',
          path: `${base}/import`,
          body: { items: [probe], dry_run: true },
          action: null,
          allowed: 405,
        }
      : {
          method: 'POST',
          path: `${base}/import`,
          body: { items: [probe], dry_run: true },
          action: 'add',
          allowed: 200,
        },
  ];
}

function call(t: TestApp, route: RouteCase | EntityRouteCase, token: string | null, tenant = 'demo') {
  const headers: Record<string, string> = { Tenant: tenant, 'content-type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return t.request(route.path, {
    method: route.method,
    headers,
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
  });
}

describe(`permission matrix over the system and entity routes (${backend})`, () => {
  let t: TestApp;
  let tokens: { admin: string; letan: string; other: string };
  let letanInfo: UserInfo;
  beforeAll(async () => {
    t = await openTestApp({
      tenants: [
        {
          id: 'khac',
          ten_dn: 'Khác',
          branches: [{ ma_dvcs: 'CN01', ten_dvcs: 'Khác 1' }],
          admin: { user_name: 'admin', password: 'admin', ten_nsd: 'QT khác' },
        },
      ],
    });
    const otherLogin = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Tenant: 'khac' },
      body: JSON.stringify({ user_name: 'admin', password: 'admin' }),
    });
    const letan = await signIn(t, 'letan');
    letanInfo = letan.user_info;
    tokens = {
      admin: (await signIn(t, 'admin')).session.access_token,
      letan: letan.session.access_token,
      other: (await otherLogin.json()).session.access_token,
    };
  });
  afterAll(() => t.close());

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: admin ${route.admin}, letan ${route.letan}, anonymous and other tenant 401`, async () => {
      expect((await call(t, route, tokens.admin)).status).toBe(route.admin);
      const letan = await call(t, route, tokens.letan);
      expect(letan.status).toBe(route.letan);
      if (route.letan === 403) expect(['FORBIDDEN', 'ADMIN_ONLY']).toContain((await letan.json()).code);
      expect((await call(t, route, null)).status).toBe(401);
      expect((await call(t, route, tokens.other)).status).toBe(401);
    });
  }

  for (const entity of entities) {
    for (const route of entityRoutes(entity)) {
      it(`${route.method} ${route.path}: ${entity.menuId} ${route.action ?? 'none'} → ${route.allowed}, others 403, anonymous and other tenant 401`, async () => {
        const admin = await call(t, route, tokens.admin);
        expect(admin.status, await admin.clone().text()).toBe(route.allowed);
        // Personal (owner-scoped) rows need no right: everyone signed in keeps their own.
        const letanMay =
          route.action === null ||
          entity.scope?.owner === true ||
          can(letanInfo, entity.menuId, route.action);
        const letan = await call(t, route, tokens.letan);
        expect(letan.status).toBe(letanMay ? route.allowed : 403);
        if (!letanMay) expect((await letan.json()).code).toBe('FORBIDDEN');
        expect((await call(t, route, null)).status).toBe(401);
        expect((await call(t, route, tokens.other)).status).toBe(401);
      });
    }
  }

  it('publishes the API description to anyone, without a tenant', async () => {
    for (const path of ['/api/openapi.json', '/api/docs']) expect((await t.request(path)).status).toBe(200);
  });

  it('keeps voucher locks within the branches of a user who may edit them', async () => {
    await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .update(users)
        .set({ r_edit: ['crm.partners', 'accounting.voucher-locks'] })
        .where(eq(users.user_name, 'letan')),
    );
    const lock = (ma_dvcs: string) =>
      t.request('/api/system/voucher-locks', {
        ...bearer(tokens.letan, { 'content-type': 'application/json' }),
        method: 'POST',
        body: JSON.stringify({ ma_dvcs, ma_ct: 'PT1', ngay_ks: '2026-10-31' }),
      });
    expect((await lock('CN01')).status).toBe(200);
    const denied = await lock('CN02');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      code: 'BRANCH_DENIED',
      message: 'Bạn không có quyền trên đơn vị CN02',
    });
  });

  it('decrypts only what this tenant encrypted', async () => {
    const post = (path: string, body: unknown, token: string, tenant: string) =>
      t.request(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Tenant: tenant, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { data } = await (
      await post('/api/system/encrypt', { text: 'Thẻ 9704' }, tokens.admin, 'demo')
    ).json();
    expect(await (await post('/api/system/decrypt', { data }, tokens.admin, 'demo')).json()).toEqual({
      text: 'Thẻ 9704',
    });
    const foreign = await post('/api/system/decrypt', { data }, tokens.other, 'khac');
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).code).toBe('DECRYPT_FAILED');
  });
});
