import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const put = (token: string, headers: Record<string, string> = {}) => ({
  ...bearer(token, headers),
  method: 'PUT',
});

describe(`system logs and online users (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());

  it('records sign-ins, failures and sign-outs; admins see all, others only their own', async () => {
    await t.request('/api/auth/login', post({ user_name: 'letan', password: 'sai' }));
    const letan = await signIn(t, 'letan');
    const admin = await signIn(t, 'admin');
    await t.request('/api/auth/logout', post(letan.session));
    const letanAgain = await signIn(t, 'letan');

    const all = await (
      await t.request('/api/system/logs?pageSize=50', bearer(admin.session.access_token))
    ).json();
    const actions = all.items.map((l: { user_name: string; action: string }) => `${l.user_name}:${l.action}`);
    expect(actions).toEqual(expect.arrayContaining(['letan:login_failed', 'letan:login', 'admin:login']));
    expect(actions.some((a: string) => a.endsWith(':logout'))).toBe(true);

    const own = await (await t.request('/api/system/logs', bearer(letanAgain.session.access_token))).json();
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((l: { user_name: string }) => l.user_name === 'letan')).toBe(true);

    const total = await (
      await t.request('/api/system/logs/total', bearer(admin.session.access_token))
    ).json();
    expect(total.total).toBe(all.items.length);
  });

  it('lists who is online and signs a user out of every device', async () => {
    const first = await signIn(t, 'letan');
    const second = await signIn(t, 'letan');
    const admin = await signIn(t, 'admin');
    const online = await (
      await t.request('/api/system/users/online', bearer(admin.session.access_token))
    ).json();
    expect(
      online.items.filter((s: { user_name: string }) => s.user_name === 'letan').length,
    ).toBeGreaterThanOrEqual(2);

    const out = await t.request('/api/system/users/logout', put(first.session.access_token));
    expect((await out.json()).revoked).toBeGreaterThanOrEqual(2);
    expect((await t.request('/api/system/branchs', bearer(second.session.access_token))).status).toBe(401);
    expect((await t.request('/api/system/branchs', bearer(admin.session.access_token))).status).toBe(200);
  });

  it('lets only an administrator sign another user out by address', async () => {
    const letan = await signIn(t, 'letan');
    const admin = await signIn(t, 'admin');
    const denied = await t.request('/api/system/users/admin/logout/unknown', put(letan.session.access_token));
    expect(denied.status).toBe(403);
    expect((await denied.json()).code).toBe('ADMIN_ONLY');
    // In-process requests carry no socket address, so sessions were stored without one.
    const online = await (
      await t.request('/api/system/users/online', bearer(admin.session.access_token))
    ).json();
    const ip = online.items.find((s: { user_name: string }) => s.user_name === 'letan')?.ip ?? 'null';
    const done = await t.request(`/api/system/users/letan/logout/${ip}`, put(admin.session.access_token));
    expect(done.status).toBe(200);
  });
});
