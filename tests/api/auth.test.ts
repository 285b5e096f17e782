import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, userInfoSchema } from '../../src/contract/api/auth.api.ts';
import { users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const WRONG = { code: 'INVALID_CREDENTIALS', message: 'Tên đăng nhập hoặc mật khẩu không đúng' };

describe(`sign-in and sessions (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ maxLoginFailures: 3 });
  });
  afterAll(() => t.close());

  it('signs in with user_info exactly as spec §3 and a 15-minute access token', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { user_info, session } = await signIn(t, 'admin');
    expect(Object.keys(user_info).sort()).toEqual(Object.keys(userInfoSchema.shape).sort());
    expect(user_info).toMatchObject({ user_name: 'admin', is_admin: 1, user_info: 'Quản trị hệ thống' });
    const claims = decodeJwt(session.access_token);
    expect(claims.exp).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(claims.exp).toBeLessThanOrEqual(before + 15 * 60 + 2);
    expect(Date.parse(session.expiration_date) / 1000).toBe(claims.exp);
    expect(JSON.stringify(user_info)).not.toContain('argon2');
  });

  it('gives letan only branch CN01, own employee and no delete right', async () => {
    const { user_info } = await signIn(t, 'letan');
    expect(user_info).toMatchObject({
      is_admin: 0,
      user_rights: { branchs: 'CN01', employee_yn: 1, employees: ['NV001'] },
    });
    expect(user_info.r_access).toContain('crm.partners');
    expect(user_info.r_del).toEqual([]);
    expect(user_info.r_readall).toEqual([]);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrongPassword = await t.request('/api/auth/login', post({ user_name: 'admin', password: 'sai' }));
    const unknownUser = await t.request('/api/auth/login', post({ user_name: 'khong-co', password: 'sai' }));
    expect([wrongPassword.status, unknownUser.status]).toEqual([401, 401]);
    expect(await wrongPassword.json()).toEqual(WRONG);
    expect(await unknownUser.json()).toEqual(WRONG);
  });

  it('names the missing field of a bad login body in Vietnamese and writes nothing', async () => {
    const response = await t.request('/api/auth/login', post({ password: 'x' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields[0].field).toBe('user_name');
    expect(body.fields[0].message).toMatch(/[ạảãáàâấầẩẫậăắằẳẵặđêếềểễệôốồổỗộơớờởỡợưứừửữự]/i);
  });

  it('locks a user name out after repeated failures, even for the right password', async () => {
    const attempt = (password: string) =>
      t.request(
        '/api/auth/login',
        post({ user_name: 'letan', password }, { 'X-Forwarded-For': '203.0.113.9' }),
      );
    for (let i = 0; i < 3; i++) expect((await attempt('sai')).status).toBe(401);
    const locked = await attempt('letan');
    expect(locked.status).toBe(429);
    const body = await locked.json();
    expect(body.code).toBe('THROTTLED');
    expect(body.message).toMatch(/thử lại sau 15 phút/);
    expect(body.retry_after_s).toBeGreaterThan(800);
    expect(locked.headers.get('retry-after')).toBe(String(body.retry_after_s));
    // Another user from another address is not affected.
    expect((await t.request('/api/auth/login', post({ user_name: 'admin', password: 'admin' }))).status).toBe(
      200,
    );
  });

  it('rotates the refresh token on every use and revokes the family when an old one comes back', async () => {
    const { session } = await signIn(t, 'admin');
    const first = await t.request('/api/auth/refresh-token', post(session));
    expect(first.status).toBe(200);
    const rotated = sessionSchema.parse(await first.json());
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect((await t.request('/api/system/branchs', bearer(rotated.access_token))).status).toBe(200);

    const replay = await t.request('/api/auth/refresh-token', post(session));
    expect(replay.status).toBe(401);
    expect((await t.request('/api/auth/refresh-token', post(rotated))).status).toBe(401);
    expect((await t.request('/api/system/branchs', bearer(rotated.access_token))).status).toBe(401);
  });

  it('logs out: the refresh token and the access token of the session stop working', async () => {
    const { session } = await signIn(t, 'admin');
    const out = await t.request('/api/auth/logout', post(session));
    expect(await out.json()).toEqual({ ok: true });
    expect((await t.request('/api/auth/refresh-token', post(session))).status).toBe(401);
    const after = await t.request('/api/system/branchs', bearer(session.access_token));
    expect(after.status).toBe(401);
    expect((await after.json()).code).toBe('UNAUTHORIZED');
  });

  it('answers user-info for the tokens of the body or the Authorization header', async () => {
    const { session } = await signIn(t, 'admin');
    const fromBody = await t.request('/api/auth/user-info', post(session));
    expect(userInfoSchema.parse(await fromBody.json()).user_name).toBe('admin');
    const fromHeader = await t.request('/api/auth/user-info', {
      ...bearer(session.access_token),
      method: 'POST',
    });
    expect(fromHeader.status).toBe(200);
    const forged = `${session.access_token.slice(0, -4)}AAAA`;
    expect((await t.request('/api/auth/user-info', post({ ...session, access_token: forged }))).status).toBe(
      401,
    );
  });

  it('stops a disabled user at once, access token included', async () => {
    const { session } = await signIn(t, 'admin');
    await withTenant(t.database.db, 'demo', (tx) =>
      tx.update(users).set({ status: 0 }).where(eq(users.user_name, 'admin')),
    );
    try {
      expect((await t.request('/api/system/branchs', bearer(session.access_token))).status).toBe(401);
      expect((await t.request('/api/auth/refresh-token', post(session))).status).toBe(401);
    } finally {
      await withTenant(t.database.db, 'demo', (tx) =>
        tx.update(users).set({ status: 1 }).where(eq(users.user_name, 'admin')),
      );
    }
  });
});

describe(`tenants (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ defaultTenant: 'demo' });
  });
  afterAll(() => t.close());

  it('refuses an unknown tenant with 404 naming it', async () => {
    const response = await t.request(
      '/api/auth/login',
      post({ user_name: 'admin', password: 'admin' }, { Tenant: 'khong-co' }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'TENANT_NOT_FOUND',
      message: 'Không tìm thấy đơn vị sử dụng "khong-co"',
    });
  });

  it('uses the configured default tenant when the header is absent, and says so to the login form', async () => {
    const response = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'admin', password: 'admin' }),
    });
    expect(response.status).toBe(200);
    expect(await (await t.request('/api/auth/config')).json()).toEqual({
      tenant: 'demo',
      self_registration: false,
    });
  });

  it('refuses an access token on another tenant', async () => {
    const { session } = await signIn(t, 'admin');
    const response = await t.request(
      '/api/system/branchs',
      bearer(session.access_token, { Tenant: 'khong-co' }),
    );
    expect(response.status).toBe(404);
  });
});

describe(`self-registration (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());
  const account = {
    user_name: 'khachmoi',
    ten_nsd: 'Khách Mới',
    password: 'mat-khau-1',
    dien_thoai: '090 123 4567',
  };

  it('is closed unless the tenant opens it', async () => {
    const closed = await t.request('/api/auth/register', post(account));
    expect(closed.status).toBe(403);
    expect((await closed.json()).code).toBe('REGISTRATION_CLOSED');
    expect(await (await t.request('/api/auth/config', { headers: { Tenant: 'demo' } })).json()).toEqual({
      tenant: null,
      self_registration: false,
    });
  });

  it('creates an account with no rights and no branch once opened', async () => {
    const admin = (await signIn(t, 'admin')).session.access_token;
    await t.request('/api/system/configs', {
      ...bearer(admin, { 'content-type': 'application/json' }),
      method: 'POST',
      body: JSON.stringify({ name: 'auth_self_registration', value: 't' }),
    });
    expect(
      (await (await t.request('/api/auth/config', { headers: { Tenant: 'demo' } })).json()).self_registration,
    ).toBe(true);
    expect((await t.request('/api/auth/register', post(account))).status).toBe(201);
    const { user_info } = await signIn(t, 'khachmoi', 'mat-khau-1');
    expect(user_info).toMatchObject({ is_admin: 0, r_access: [], user_rights: { branchs: '' } });
    const twice = await t.request('/api/auth/register', post({ ...account, user_name: 'KhachMoi' }));
    expect((await twice.json()).fields[0]).toEqual({
      field: 'user_name',
      message: 'Tên đăng nhập đã tồn tại',
    });
  });
});
