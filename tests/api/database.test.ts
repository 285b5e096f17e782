import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../src/server/db/client.ts';
import { branches } from '../../src/server/db/entity-tables.ts';
import { users } from '../../src/server/db/schema.ts';
import { DEMO_TENANT, seedDemo } from '../../src/server/db/seed.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { verifyPassword } from '../../src/server/lib/password.ts';
import { backend, freshDatabase, openTestApp, type TestApp } from './harness.ts';

describe(`database foundation (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(statement));

  it('seeds the demo tenant with two branches and the administrator admin/admin', async () => {
    const seeded = await withTenant(t.database.db, DEMO_TENANT, async (tx) => ({
      branches: await tx.select().from(branches).orderBy(branches.ma_dvcs),
      users: await tx.select().from(users),
    }));
    expect(seeded.branches.map((b) => [b.ma_dvcs, b.ten_dvcs])).toEqual([
      ['CN01', 'Chi nhánh 1'],
      ['CN02', 'Chi nhánh 2'],
    ]);
    expect(seeded.users.map((u) => u.user_name).sort()).toEqual(['admin', 'letan']);
    const admin = seeded.users.find((u) => u.user_name === 'admin');
    expect(admin).toMatchObject({ user_name: 'admin', is_admin: 1 });
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash ?? '', 'admin')).toBe(true);
    expect(await verifyPassword(admin?.password_hash ?? '', 'Admin')).toBe(false);
  });

  it('runs requests as a role that cannot bypass row-level security', async () => {
    const [role] = await query<{ rolsuper: boolean; rolbypassrls: boolean; name: string }>(
      sql`SELECT current_user AS name, rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
    );
    expect(role).toEqual({ name: 'sen_app', rolsuper: false, rolbypassrls: false });
  });

  it('shows no tenant rows outside a tenant-bound transaction, and only that tenant inside', async () => {
    expect(await t.database.db.select().from(users)).toEqual([]);
    const other = await withTenant(t.database.db, 'khac', (tx) => tx.select().from(users));
    expect(other).toEqual([]);
    const demo = await withTenant(t.database.db, DEMO_TENANT, (tx) => tx.select().from(users));
    expect(demo).toHaveLength(2);
  });

  it("refuses to write another tenant's rows from a tenant-bound transaction", async () => {
    const write = withTenant(t.database.db, DEMO_TENANT, (tx) =>
      tx.insert(branches).values({ tenant_id: 'khac', id: uuidv7(), ma_dvcs: 'X', ten_dvcs: 'X' }),
    );
    await expect(write).rejects.toThrow();
    const count = await withTenant(t.database.db, DEMO_TENANT, (tx) => tx.select().from(branches));
    expect(count).toHaveLength(2);
  });

  it('gives every table but the shared ones tenant_id leading its key, row-level security and a policy', async () => {
    const tables = await query<{
      table: string;
      has_tenant: boolean;
      rls: boolean;
      policies: number;
      first_key: string;
    }>(sql`
      SELECT c.relname AS table, c.relrowsecurity AS rls,
        EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id') AS has_tenant,
        (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies,
        (SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
          WHERE i.indrelid = c.oid AND i.indisprimary) AS first_key
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'`);
    const shared = [
      'app_secrets',
      'tenants',
      'reference_versions',
      'places_cities',
      'places_districts',
      'places_wards',
    ];
    const owned = tables.filter((row) => !shared.includes(row.table));
    expect(owned.length).toBeGreaterThanOrEqual(9);
    for (const row of owned) {
      expect(row, row.table).toMatchObject({
        has_tenant: true,
        rls: true,
        policies: 1,
        first_key: 'tenant_id',
      });
    }
  });

  it('searches without accents through the immutable f_unaccent wrapper and a trigram index', async () => {
    const [row] = await query<{ hit: boolean; immutable: string }>(sql`
      SELECT f_unaccent(lower('Nguyễn Văn Đức')) LIKE '%' || f_unaccent(lower('van duc')) || '%' AS hit,
        (SELECT provolatile FROM pg_proc WHERE proname = 'f_unaccent') AS immutable`);
    expect(row).toEqual({ hit: true, immutable: 'i' });
    const [index] = await query<{ def: string }>(
      sql`SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'users_name_search_idx'`,
    );
    expect(index?.def).toMatch(/USING gin \(tenant_id, f_unaccent\(lower\(ten_nsd\)\) gin_trgm_ops\)/);
  });

  it('keeps the token signing key away from the app role', async () => {
    await expect(t.database.db.execute(sql`SELECT value FROM app_secrets`)).rejects.toThrow();
  });

  it('lets the app role read tenants but never change them', async () => {
    expect((await query<{ id: string }>(sql`SELECT id FROM tenants`)).map((r) => r.id)).toEqual([
      DEMO_TENANT,
    ]);
    await expect(t.database.db.execute(sql`DELETE FROM tenants`)).rejects.toThrow();
  });
});

describe(`reopening an existing database (${backend})`, () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('re-applies no migration and seeds the demo tenant only once', async () => {
    const fresh = await freshDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'sen-reopen-'));
    dirs.push(dataDir);
    const open = () => openDatabase({ databaseUrl: fresh.url, dataDir, afterMigrate: seedDemo });
    const first = await open();
    const version = first.schemaVersion;
    await first.close();
    const second = await open();
    try {
      expect(second.schemaVersion).toBe(version);
      const seeded = await withTenant(second.db, DEMO_TENANT, (tx) => tx.select().from(users));
      expect(seeded).toHaveLength(2);
    } finally {
      await second.close();
      await fresh.drop();
    }
  });
});
