import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { bearer, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/**
 * Two tenants side by side. The system routes query without any tenant filter of their own, so
 * these tests prove row-level security alone keeps tenants apart.
 */
describe(`tenant isolation (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({
      tenants: [
        {
          id: 'khac',
          ten_dn: 'Spa Khác',
          branches: [{ ma_dvcs: 'HN', ten_dvcs: 'Hà Nội' }],
          admin: { user_name: 'admin', password: 'khac-admin', ten_nsd: 'Quản trị Khác' },
        },
      ],
    });
  });
  afterAll(() => t.close());

  it('signs the same user name in to each tenant separately', async () => {
    const demo = await signIn(t, 'admin');
    const other = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Tenant: 'khac' },
      body: JSON.stringify({ user_name: 'admin', password: 'admin' }),
    });
    expect(other.status).toBe(401);
    expect(demo.user_info.user_info).toBe('Quản trị hệ thống');
  });

  it("lists only the tenant's own branches, with no tenant filter in the query", async () => {
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Tenant: 'khac' },
      body: JSON.stringify({ user_name: 'admin', password: 'khac-admin' }),
    });
    const { session } = await login.json();
    const branches = await t.request('/api/system/branchs', bearer(session.access_token, { Tenant: 'khac' }));
    expect((await branches.json()).items.map((b: { ma_dvcs: string }) => b.ma_dvcs)).toEqual(['HN']);
  });

  it("refuses one tenant's token on the other tenant", async () => {
    const { session } = await signIn(t, 'admin');
    const response = await t.request('/api/system/branchs', bearer(session.access_token, { Tenant: 'khac' }));
    expect(response.status).toBe(401);
  });

  it('gives each tenant its own copy of the menu commands', async () => {
    const rows = rowsOf<{ n: number }>(
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.tenant_id', 'khac', true)`);
        return tx.execute(sql`SELECT count(*)::int AS n FROM commands WHERE tenant_id <> 'khac'`);
      }),
    );
    expect(rows[0]?.n).toBe(0);
  });
});
