import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResultSchema } from '../../src/contract/api/uploads.api.ts';
import { systemLogs, users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { PNG } from '../fixtures/upload-files.ts';
import { bearer, post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

describe(`own profile and password (${backend})`, () => {
  let t: TestApp;
  let letan: string;
  beforeAll(async () => {
    t = await openTestApp();
    letan = (await signIn(t, 'letan')).session.access_token;
  });
  afterAll(() => t.close());

  const profile = async (token = letan) => (await t.request('/api/auth/profile', bearer(token))).json();
  const put = (body: unknown, token = letan) =>
    t.request('/api/auth/profile', {
      method: 'PUT',
      ...bearer(token, { 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    });
  const change = (body: unknown, token = letan) =>
    t.request('/api/auth/change-password', post(body, { Authorization: `Bearer ${token}` }));
  const row = () =>
    withTenant(t.database.db, 'demo', async (tx) => {
      const [found] = await tx.select().from(users).where(eq(users.user_name, 'letan'));
      return found as typeof users.$inferSelect;
    });

  it('answers the signed-in user, with the employee they sell as, and nobody without a token', async () => {
    const mine = await profile();
    expect(mine).toMatchObject({ user_name: 'letan', is_admin: 0, branchs: 'CN01', saler: 'NV001' });
    expect(mine.ten_nv).toBe('Nguyễn Thị Lễ Tân');
    expect(mine).not.toHaveProperty('password_hash');
    expect((await t.request('/api/auth/profile', { headers: { Tenant: 'demo' } })).status).toBe(401);
  });

  it('changes the display fields with their audit entry, and only those', async () => {
    const { version } = await profile();
    const body = {
      ten_nsd: '  Lễ tân Hoa ',
      dien_thoai: '0912 345 678',
      email: 'hoa@example.vn',
      avatar: null,
      version,
      is_admin: 1,
      branchs: 'CN01,CN02',
    };
    const saved = await put(body);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({
      ten_nsd: 'Lễ tân Hoa',
      dien_thoai: '0912345678',
      version: version + 1,
    });
    const stored = await row();
    expect(stored).toMatchObject({ is_admin: 0, branchs: 'CN01', ten_nsd: 'Lễ tân Hoa' });
    const logs = await withTenant(t.database.db, 'demo', (tx) =>
      tx.select().from(systemLogs).where(eq(systemLogs.object, 'auth/profile')),
    );
    expect(logs.at(-1)?.detail).toMatchObject({ ten_nsd: { from: 'Nguyễn Thị Lễ Tân', to: 'Lễ tân Hoa' } });
  });

  it('refuses bad fields in Vietnamese naming each one, and writes nothing', async () => {
    const before = await row();
    const bad = await put({
      ten_nsd: ' ',
      dien_thoai: '123',
      email: 'khong-phai-email',
      avatar: 'https://example.com/a.png',
      version: before.version,
    });
    expect(bad.status).toBe(400);
    const { fields } = await bad.json();
    expect(fields).toEqual([
      { field: 'ten_nsd', message: 'Tên hiển thị không được để trống' },
      { field: 'dien_thoai', message: 'Số điện thoại không hợp lệ' },
      { field: 'email', message: 'Email không hợp lệ' },
      { field: 'avatar', message: 'Ảnh đại diện phải là ảnh đã tải lên' },
    ]);
    expect(await row()).toEqual(before);
    const stale = await put({ ten_nsd: 'Cũ', version: before.version - 1 });
    expect(stale.status).toBe(409);
    expect(await row()).toEqual(before);
  });

  it('keeps a picture only when it is an upload of the tenant', async () => {
    const files = new FormData();
    files.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const uploaded = await t.request('/api/upload/images', { method: 'POST', ...bearer(letan), body: files });
    const [file] = uploadResultSchema.parse(await uploaded.json()).files;
    const { version, ten_nsd } = await profile();
    const forged = await put({
      ten_nsd,
      avatar: '/api/upload/khac/202601/0198a0c2-1f6e-7a52-9c1e-3f2f8f1b9a11.png',
      version,
    });
    expect(forged.status).toBe(400);
    const saved = await put({ ten_nsd, avatar: file?.url, version });
    expect((await saved.json()).avatar).toBe(file?.url);
  });

  it('changes the password after checking the current one, ending the other sessions only', async () => {
    const other = await signIn(t, 'letan');
    const wrong = await change({
      current_password: 'sai',
      new_password: 'mat-khau-2',
      confirm_password: 'mat-khau-2',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual([
      { field: 'current_password', message: 'Mật khẩu hiện tại không đúng' },
    ]);
    const ok = await change({
      current_password: 'letan',
      new_password: 'mat-khau-2',
      confirm_password: 'mat-khau-2',
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await t.request('/api/auth/profile', bearer(letan))).status).toBe(200);
    expect((await t.request('/api/auth/profile', bearer(other.session.access_token))).status).toBe(401);
    expect((await t.request('/api/auth/refresh-token', post(other.session))).status).toBe(401);
    await signIn(t, 'letan', 'mat-khau-2');
    const logs = await withTenant(t.database.db, 'demo', (tx) =>
      tx.select().from(systemLogs).where(eq(systemLogs.action, 'password_changed')),
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ user_name: 'letan', detail: { sessions_ended: 1 } });
  });

  it('refuses a short, unconfirmed or unchanged new password naming the field, writing nothing', async () => {
    const before = await row();
    const short = await change({
      current_password: 'mat-khau-2',
      new_password: '123',
      confirm_password: '1234',
    });
    expect((await short.json()).fields).toEqual([
      { field: 'new_password', message: 'Mật khẩu mới phải có ít nhất 6 ký tự' },
      { field: 'confirm_password', message: 'Xác nhận mật khẩu mới không khớp' },
    ]);
    const same = await change({
      current_password: 'mat-khau-2',
      new_password: 'mat-khau-2',
      confirm_password: 'mat-khau-2',
    });
    expect(same.status).toBe(400);
    expect((await same.json()).fields[0].field).toBe('new_password');
    const empty = await change(
      { current_password: '', new_password: 'mat-khau-3', confirm_password: 'mat-khau-3' },
      letan,
    );
    expect((await empty.json()).fields[0]).toEqual({
      field: 'current_password',
      message: 'Vui lòng nhập mật khẩu hiện tại',
    });
    expect(await row()).toEqual(before);
  });
  it('refuses the change for a while after five wrong current passwords, without locking sign-in', async () => {
    const admin = (await signIn(t, 'admin')).session.access_token;
    const attempt = (current: string) =>
      change(
        { current_password: current, new_password: 'mat-khau-moi', confirm_password: 'mat-khau-moi' },
        admin,
      );
    for (let i = 1; i <= 5; i++) expect((await attempt(`sai-${i}`)).status).toBe(400);
    const locked = await attempt('admin');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      code: 'PASSWORD_THROTTLED',
      message: 'Nhập sai mật khẩu hiện tại quá nhiều lần, vui lòng thử lại sau 15 phút',
    });
    // The right password was refused too: nothing changed, and signing in is not affected.
    await signIn(t, 'admin', 'admin');
    const failures = await withTenant(t.database.db, 'demo', (tx) =>
      tx.select().from(systemLogs).where(eq(systemLogs.action, 'password_change_failed')),
    );
    expect(failures.filter((log) => log.user_name === 'admin')).toHaveLength(5);
  });
});
