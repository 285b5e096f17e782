import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRecordSchema } from '../../src/contract/api/users.api.ts';
import { users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

describe(`users and rights (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp();
    admin = (await signIn(t, 'admin')).session.access_token;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body: unknown, token = admin) =>
    t.request(path, {
      method,
      headers: { ...bearer(token).headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const kyThuat = {
    user_name: 'kythuat',
    ten_nsd: 'Trần Văn Kỹ Thuật',
    password: 'mat-khau-1',
    r_access: ['crm', 'crm.customers', 'crm.partners'],
    r_read: ['crm.partners'],
    branchs: 'CN02',
    employee_yn: 0,
  };

  it('creates a user who can then sign in with the rights given', async () => {
    const created = await send('POST', '/api/system/users', kyThuat);
    expect(created.status).toBe(201);
    const record = userRecordSchema.parse(await created.json());
    expect(record).not.toHaveProperty('password_hash');
    const { user_info } = await signIn(t, 'kythuat', 'mat-khau-1');
    expect(user_info).toMatchObject({
      is_admin: 0,
      r_read: ['crm.partners'],
      user_rights: { branchs: 'CN02', employee_yn: 0 },
    });
  });

  it('refuses a taken user name, whatever its case, naming the field, and writes nothing', async () => {
    const response = await send('POST', '/api/system/users', { ...kyThuat, user_name: 'KyThuat' });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      { field: 'user_name', message: 'Tên đăng nhập đã tồn tại' },
    ]);
    const missing = await send('POST', '/api/system/users', { user_name: 'x1', password: 'mat-khau-1' });
    expect((await missing.json()).fields.map((f: { field: string }) => f.field)).toEqual(['ten_nsd']);
    const count = await withTenant(t.database.db, 'demo', (tx) => tx.select().from(users));
    expect(count).toHaveLength(3);
  });

  it('finds users without accents and pages the list', async () => {
    const found = await (await t.request('/api/system/users?searchKey=le%20tan', bearer(admin))).json();
    expect(found.items.map((u: { user_name: string }) => u.user_name)).toEqual(['letan']);
    const page = await (
      await t.request('/api/system/users?pageSize=2&sortKey=user_name', bearer(admin))
    ).json();
    expect(page.items.map((u: { user_name: string }) => u.user_name)).toEqual(['admin', 'kythuat']);
    expect(page.total).toBe(3);
  });

  it('answers 409 to an update made on a stale version', async () => {
    const [row] = await withTenant(t.database.db, 'demo', (tx) =>
      tx.select().from(users).where(eq(users.user_name, 'kythuat')),
    );
    const path = `/api/system/users/${row?.id}`;
    const fields = { ...kyThuat, password: undefined, user_name: undefined, ten_nsd: 'Kỹ thuật viên' };
    expect((await send('PUT', path, { ...fields, version: row?.version })).status).toBe(200);
    const stale = await send('PUT', path, { ...fields, version: row?.version });
    expect(stale.status).toBe(409);
    expect((await stale.json()).code).toBe('STALE_VERSION');
  });

  it('disabling a user stops their tokens and their sign-in at once', async () => {
    const { session } = await signIn(t, 'kythuat', 'mat-khau-1');
    const [row] = await withTenant(t.database.db, 'demo', (tx) =>
      tx.select().from(users).where(eq(users.user_name, 'kythuat')),
    );
    expect((await send('PATCH', `/api/system/users/${row?.id}`, { status: 0 })).status).toBe(200);
    expect((await t.request('/api/system/branchs', bearer(session.access_token))).status).toBe(401);
    expect(
      (await t.request('/api/auth/login', post({ user_name: 'kythuat', password: 'mat-khau-1' }))).status,
    ).toBe(401);
    await send('PATCH', `/api/system/users/${row?.id}`, { status: 1 });
  });

  it('a password reset signs the user out everywhere and the new password works', async () => {
    const { session } = await signIn(t, 'kythuat', 'mat-khau-1');
    const [row] = await withTenant(t.database.db, 'demo', (tx) =>
      tx.select().from(users).where(eq(users.user_name, 'kythuat')),
    );
    expect(
      (await send('PUT', `/api/system/users/${row?.id}/password`, { password: 'mat-khau-2' })).status,
    ).toBe(200);
    expect((await t.request('/api/auth/refresh-token', post(session))).status).toBe(401);
    await signIn(t, 'kythuat', 'mat-khau-2');
  });

  it('keeps users without the right out, and stops escalation by those with it', async () => {
    const letan = (await signIn(t, 'letan')).session.access_token;
    expect((await t.request('/api/system/users', bearer(letan))).status).toBe(403);
    await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .update(users)
        .set({ r_read: ['crm.partners', 'system.users'], r_add: ['crm.partners', 'system.users'] })
        .where(eq(users.user_name, 'letan')),
    );
    const asAdmin = await send(
      'POST',
      '/api/system/users',
      { ...kyThuat, user_name: 'x2', is_admin: 1 },
      letan,
    );
    expect((await asAdmin.json()).code).toBe('ADMIN_ONLY');
    const foreignRight = await send(
      'POST',
      '/api/system/users',
      { ...kyThuat, user_name: 'x3', r_read: ['stock.products'] },
      letan,
    );
    expect(foreignRight.status).toBe(403);
    const foreignBranch = await send(
      'POST',
      '/api/system/users',
      { ...kyThuat, user_name: 'x4', r_access: [], r_read: [], branchs: 'CN02' },
      letan,
    );
    expect(foreignBranch.status).toBe(403);
    const allowed = await send(
      'POST',
      '/api/system/users',
      { ...kyThuat, user_name: 'x5', r_access: [], r_read: ['crm.partners'], branchs: 'CN01' },
      letan,
    );
    expect(allowed.status).toBe(201);
  });
});
