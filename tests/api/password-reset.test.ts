import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

describe(`forgotten passwords (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp();
    admin = (await signIn(t, 'admin')).session.access_token;
    await withTenant(t.database.db, 'demo', (tx) =>
      tx.update(users).set({ dien_thoai: '0901234567' }).where(eq(users.user_name, 'letan')),
    );
  });
  afterAll(() => t.close());

  const smsLogs = async () => (await (await t.request('/api/system/sms/logs', bearer(admin))).json()).items;

  it('answers the same for a known and an unknown user, and only the known one gets a message', async () => {
    const known = await t.request('/api/auth/forgot-password', post({ user_name: 'letan' }));
    const unknown = await t.request('/api/auth/forgot-password', post({ user_name: 'khong-co' }));
    expect(await known.json()).toEqual({ ok: true });
    expect(await unknown.json()).toEqual({ ok: true });
    const logs = await smsLogs();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      channel: 'sms',
      recipient: '0901234567',
      purpose: 'password_reset',
      provider: 'local',
      status: 'logged',
    });
  });

  it('resets the password once with the link sent, ending every session', async () => {
    const before = await signIn(t, 'letan');
    const [log] = await smsLogs();
    const token = new URL(String(log.body.match(/https?:\/\/\S+/)?.[0])).searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await t.request('/api/auth/reset-password', post({ token, password: 'mat-khau-moi' }));
    expect(await reset.json()).toEqual({ ok: true });
    expect((await t.request('/api/auth/refresh-token', post(before.session))).status).toBe(401);
    await signIn(t, 'letan', 'mat-khau-moi');
    const again = await t.request('/api/auth/reset-password', post({ token, password: 'mat-khau-khac' }));
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe('Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn');
  });

  it('keeps the SMS log away from users without the right', async () => {
    const letan = (await signIn(t, 'letan', 'mat-khau-moi')).session.access_token;
    expect((await t.request('/api/system/sms/logs', bearer(letan))).status).toBe(403);
  });
});
