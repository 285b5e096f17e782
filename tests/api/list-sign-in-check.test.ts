import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, tenants, users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { post, signIn } from './auth-helpers.ts';
import { setCrmSetting } from './crm-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/**
 * A GET list carries the sign-in check in its own round trip, authorised with the user the
 * session answered last time; whatever changed since must still decide the answer.
 */
describe(`sign-in check riding with an entity list (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  const people = [
    { ma_kh: 'SC01', ten_kh: 'Khách của lễ tân', ma_nvbh: 'NV001' },
    { ma_kh: 'SC02', ten_kh: 'Khách của người khác', ma_nvbh: 'NV002' },
    { ma_kh: 'SC03', ten_kh: 'Khách chi nhánh hai' },
  ];
  const codes = (answer: { body: { items: { ma_kh: string }[] } }) =>
    answer.body.items.map((p) => p.ma_kh).filter((code) => code.startsWith('SC'));
  const setLetan = (values: Partial<typeof users.$inferInsert>) =>
    withTenant(t.database.db, 'demo', (tx) =>
      tx.update(users).set(values).where(eq(users.user_name, 'letan')),
    );

  beforeAll(async () => {
    t = await openTestApp();
    // Customers here are sample rows of the engine's scopes, not the CRM's phone rule.
    await setCrmSetting(t, 'crm_partner_require_phone', false);
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    for (const [i, person] of people.entries()) {
      const created = await admin.post('/api/crm/partners', person, { Branchs: i < 2 ? 'CN01' : 'CN02' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('serves a list again with rights granted or taken since the last request', async () => {
    const letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    const list = '/api/crm/partners?searchKey=khach&pageSize=50';
    expect(codes(await letan.get(list))).toEqual(['SC01']);

    await setLetan({ r_readall: ['crm.partners'] });
    expect(codes(await letan.get(list))).toEqual(['SC02', 'SC01']);

    await setLetan({ branchs: 'CN01,CN02' });
    expect(codes(await letan.get(list))).toEqual(['SC03', 'SC02', 'SC01']);
    // A branch the cached user lacks but the database now grants is checked afresh.
    expect(codes(await letan.get(list, { Branchs: 'CN02' }))).toEqual(['SC03']);

    await setLetan({ branchs: 'CN01' });
    expect((await letan.get(list, { Branchs: 'CN02' })).body.code).toBe('BRANCH_DENIED');
    expect(codes(await letan.get(list))).toEqual(['SC02', 'SC01']);

    await setLetan({ r_read: [], r_readall: [], r_edit: [] });
    const denied = await letan.get(list);
    expect([denied.status, denied.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('moves the tenant epoch at a user change or a closed session, not at a sign-in or a refresh', async () => {
    const epoch = async () =>
      (await t.database.db.select({ n: tenants.auth_epoch }).from(tenants).where(eq(tenants.id, 'demo')))[0]
        ?.n;
    const start = await epoch();
    const session = (await signIn(t, 'admin')).session;
    const refreshed = await t.request('/api/auth/refresh-token', post(session));
    expect(refreshed.status).toBe(200);
    expect(await epoch()).toBe(start);

    await setLetan({ ten_nsd: 'Lễ tân chính' });
    const afterUserChange = await epoch();
    expect(afterUserChange).toBe((start ?? 0) + 1);
    // A write that changes nothing moves nothing.
    await setLetan({ ten_nsd: 'Lễ tân chính' });
    expect(await epoch()).toBe(afterUserChange);
    const me = caller(t, session.access_token);
    expect((await me.get('/api/crm/partners')).status).toBe(200);
    await withTenant(t.database.db, 'demo', async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.user_name, 'admin'));
      await tx
        .update(authSessions)
        .set({ revoked_at: new Date() })
        .where(eq(authSessions.user_id, user?.id ?? ''));
    });
    expect(await epoch()).toBeGreaterThan(afterUserChange ?? 0);
    expect((await me.get('/api/crm/partners')).status).toBe(401);
  });

  it('answers 401 once the session is signed out or the user disabled, even for a refused query', async () => {
    const first = await signIn(t, 'admin');
    const me = caller(t, first.session.access_token);
    expect((await me.get('/api/crm/partners')).status).toBe(200);
    expect((await t.request('/api/auth/logout', post(first.session))).status).toBe(200);
    expect((await me.get('/api/crm/partners')).status).toBe(401);
    expect((await me.get('/api/crm/partners?pageSize=-4')).status).toBe(401);

    const second = caller(t, (await signIn(t, 'admin')).session.access_token);
    expect((await second.get('/api/crm/partners?pageSize=-4')).status).toBe(400);
    await withTenant(t.database.db, 'demo', (tx) =>
      tx.update(users).set({ status: 0 }).where(eq(users.user_name, 'admin')),
    );
    expect((await second.get('/api/crm/partners')).status).toBe(401);
    expect((await second.get('/api/crm/partners?pageSize=-4')).status).toBe(401);
  });
});
