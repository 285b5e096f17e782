import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions, systemLogs } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, openTwoTenants } from './auth-helpers.ts';
import { backend, type TestApp } from './harness.ts';

const SUBSCRIPTION = {
  endpoint: 'https://push.example.test/send/abc',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe(`notifications API (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  let letan: string;
  let other: string;
  beforeAll(async () => {
    ({ t, admin, letan, other } = await openTwoTenants({}, 'letan'));
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token: string, body?: unknown, tenant = 'demo') =>
    t.request(`/api/notifications/${path}`, {
      method,
      headers: { ...bearer(token, { Tenant: tenant }).headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const countRows = async (tenant: string, user: string) =>
    withTenant(
      t.database.db,
      tenant,
      async (tx) => (await tx.select().from(notifications).where(eq(notifications.user_name, user))).length,
    );

  it('sendNotification stores per user; histories answer newest first with total and total_unread', async () => {
    const { notifier } = t.notifications;
    await notifier.sendNotification('demo', ['letan'], {
      title: 'Lịch hẹn mới',
      body: 'Chị Lan 9:00',
      target: '/crm/tasks/1',
      kind: 'task',
    });
    await notifier.sendNotification('demo', ['letan', 'admin', 'no-such-user'], { title: 'Họp giao ban' });
    const response = await call('GET', 'histories?pageIndex=1&pageSize=1', letan);
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.total).toBe(2);
    expect(page.total_unread).toBe(2);
    expect(page.notifications).toHaveLength(1);
    expect(page.notifications[0]).toMatchObject({
      title: 'Họp giao ban',
      kind: 'system',
      is_read: false,
      target: null,
    });
    const second = await (await call('GET', 'histories?pageIndex=2&pageSize=1', letan)).json();
    expect(second.notifications[0]).toMatchObject({
      title: 'Lịch hẹn mới',
      body: 'Chị Lan 9:00',
      target: '/crm/tasks/1',
      kind: 'task',
    });
    expect(typeof second.notifications[0].created_at).toBe('string');
    const logs = await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.action, 'notify'), eq(systemLogs.object, 'notifications'))),
    );
    expect(logs.length).toBe(2);
  });

  it('view marks one read, view-all the rest; another user cannot mark mine', async () => {
    const page = await (await call('GET', 'histories', letan)).json();
    const [first] = page.notifications;
    expect((await call('PUT', 'view', admin, { id: first.id })).status).toBe(200);
    expect((await (await call('GET', 'histories', letan)).json()).total_unread).toBe(2);
    const viewed = await (await call('PUT', 'view', letan, { id: first.id })).json();
    expect(viewed).toEqual({ updated: [first.id], total_unread: 1 });
    const all = await (await call('PUT', 'view-all', letan)).json();
    expect(all.updated).toHaveLength(1);
    expect(all.total_unread).toBe(0);
    const after = await (await call('GET', 'histories?unread=1', letan)).json();
    expect(after).toMatchObject({ notifications: [], total: 0, total_unread: 0 });
  });

  it('broadcast is for administrators (403 ADMIN_ONLY) and reaches users, branches or everyone', async () => {
    const refused = await call('POST', 'broadcast', letan, { title: 'Không được' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('ADMIN_ONLY');
    const named = await (
      await call('POST', 'broadcast', admin, {
        title: 'Chỉ lễ tân',
        users: ['letan'],
        target: '/user/notifications',
      })
    ).json();
    expect(named.users).toEqual(['letan']);
    const everyone = await (await call('POST', 'broadcast', admin, { title: 'Cả spa' })).json();
    expect(everyone.users).toEqual(expect.arrayContaining(['admin', 'letan']));
    const latest = (await (await call('GET', 'histories', letan)).json()).notifications[0];
    expect(latest).toMatchObject({ title: 'Cả spa', kind: 'broadcast' });
  });

  it('bad input answers 400 naming the field, in Vietnamese, and writes nothing', async () => {
    const before = await countRows('demo', 'letan');
    const noTitle = await call('POST', 'broadcast', admin, { title: '', target: 'https://evil.example' });
    expect(noTitle.status).toBe(400);
    const body = await noTitle.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['target', 'title']);
    expect(await countRows('demo', 'letan')).toBe(before);

    const badToken = await call('POST', 'tokens/register', letan, {
      os_type: 'browser',
      device_id: 'd1',
      token: '{"endpoint":"x"}',
    });
    expect(badToken.status).toBe(400);
    const tokenError = await badToken.json();
    expect(tokenError.fields).toEqual([{ field: 'token', message: expect.stringContaining('Web Push') }]);
    const fcmToken = await call('POST', 'tokens/register', letan, {
      os_type: 'browser',
      device_id: 'd1',
      token: 'fcm-token-without-fcm-configured',
    });
    expect((await fcmToken.json()).fields[0]).toMatchObject({
      field: 'token',
      message: expect.stringContaining('Firebase'),
    });
    const badOs = await call('POST', 'tokens/register', letan, {
      os_type: 'ios',
      device_id: 'd1',
      token: SUBSCRIPTION,
    });
    expect((await badOs.json()).fields[0].field).toBe('os_type');
    const badSettings = await call('PUT', 'settings', letan, { push_enabled: 'yes', muted_kinds: [] });
    expect((await badSettings.json()).fields[0].field).toBe('push_enabled');
    const subs = await withTenant(t.database.db, 'demo', (tx) => tx.select().from(pushSubscriptions));
    expect(subs).toEqual([]);
  });

  it('tokens/register stores a Web Push subscription once per device; settings round-trip', async () => {
    const register = (token: unknown) =>
      call('POST', 'tokens/register', letan, { os_type: 'browser', device_id: 'may-1', token });
    const first = await register(JSON.stringify(SUBSCRIPTION));
    expect(first.status).toBe(200);
    expect((await first.json()).provider).toBe('webpush');
    expect((await register(SUBSCRIPTION)).status).toBe(200);
    const renewed = { ...SUBSCRIPTION, endpoint: 'https://push.example.test/send/renewed' };
    expect((await register(renewed)).status).toBe(200);
    const subs = await withTenant(t.database.db, 'demo', (tx) => tx.select().from(pushSubscriptions));
    expect(subs).toHaveLength(1);
    expect(JSON.parse(subs[0]?.token ?? '{}').endpoint).toBe(renewed.endpoint);

    const defaults = await (await call('GET', 'settings', letan)).json();
    expect(defaults).toMatchObject({ push_enabled: true, muted_kinds: [], push_provider: 'webpush' });
    expect(defaults.vapid_public_key).toBe(t.secrets.vapid.publicKey);
    const saved = await (
      await call('PUT', 'settings', letan, { push_enabled: false, muted_kinds: ['task', 'task'] })
    ).json();
    expect(saved).toMatchObject({ push_enabled: false, muted_kinds: ['task'] });
    expect((await (await call('GET', 'settings', letan)).json()).push_enabled).toBe(false);
    expect((await (await call('GET', 'settings', admin)).json()).push_enabled).toBe(true);
  });

  it('keeps tenants apart: another tenant’s user of the same name sees none of these', async () => {
    const page = await (await call('GET', 'histories', other, undefined, 'khac')).json();
    expect(page).toEqual({ notifications: [], total: 0, total_exact: true, total_unread: 0 });
    await call('PUT', 'view-all', letan);
    await t.notifications.notifier.sendNotification('demo', ['letan'], { title: 'Còn chưa đọc' });
    const demoIds = (await (await call('GET', 'histories?pageSize=100', letan)).json()).notifications.map(
      (n: { id: string }) => n.id,
    );
    const foreign = await (await call('PUT', 'view', other, { ids: demoIds }, 'khac')).json();
    expect(foreign.updated).toEqual([]);
    expect((await (await call('GET', 'histories', letan)).json()).total_unread).toBe(1);
    const crossToken = await call('GET', 'histories', letan, undefined, 'khac');
    expect(crossToken.status).toBe(401);
  });
});
