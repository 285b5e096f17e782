import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../src/server/db/entity-tables.ts';
import { systemLogs } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, openTwoTenants, signIn } from './auth-helpers.ts';
import { backend, type TestApp } from './harness.ts';

/**
 * The tenant's active branches are cached (lib/server-caches.ts): branch scope checks the
 * `Branchs` header against them. Writes through the API drop the cache themselves; a change made
 * straight in the database, as an operator would make it, shows after clear-cache.
 */
describe(`GET system/clear-cache (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    ({ t, admin, other } = await openTwoTenants());
  });
  afterAll(() => t.close());

  /** The branches a request may select, as branch scope sees them. */
  const branchCodes = async () => {
    const codes: string[] = [];
    for (const code of ['CN01', 'CN02', 'CN03']) {
      const response = await t.request('/api/stock/units?pageSize=1', bearer(admin, { Branchs: code }));
      if (response.status === 200) codes.push(code);
    }
    return codes;
  };
  const clear = (token: string, tenant = 'demo') =>
    t.request('/api/system/clear-cache', bearer(token, { Tenant: tenant }));

  it('serves the cached branch list until clear-cache, then the fresh one', async () => {
    expect(await branchCodes()).toEqual(['CN01', 'CN02']);
    await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .insert(branches)
        .values({ tenant_id: 'demo', id: uuidv7(), ma_dvcs: 'CN03', ten_dvcs: 'Chi nhánh 3', status: 1 }),
    );
    expect(await branchCodes()).toEqual(['CN01', 'CN02']);

    const response = await clear(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ cleared: ['tenants', 'branches'] });
    expect(await branchCodes()).toEqual(['CN01', 'CN02', 'CN03']);
  });

  it("clears only the caller's tenant", async () => {
    await withTenant(t.database.db, 'demo', (tx) =>
      tx.update(branches).set({ status: 0 }).where(eq(branches.ma_dvcs, 'CN03')),
    );
    expect((await clear(other, 'khac')).status).toBe(200);
    expect(await branchCodes()).toEqual(['CN01', 'CN02', 'CN03']);
    await clear(admin);
    expect(await branchCodes()).toEqual(['CN01', 'CN02']);
  });

  it('is for administrators only, and each clearing is in the audit log', async () => {
    const letan = (await signIn(t, 'letan')).session.access_token;
    const refused = await clear(letan);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('ADMIN_ONLY');
    expect((await t.request('/api/system/clear-cache', { headers: { Tenant: 'demo' } })).status).toBe(401);

    const logged = await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .select({ user_name: systemLogs.user_name, detail: systemLogs.detail })
        .from(systemLogs)
        .where(and(eq(systemLogs.action, 'clear_cache'), eq(systemLogs.object, 'system/clear-cache'))),
    );
    expect(logged).toEqual([
      { user_name: 'admin', detail: { cleared: ['tenants', 'branches'] } },
      { user_name: 'admin', detail: { cleared: ['tenants', 'branches'] } },
    ]);
  });
});
