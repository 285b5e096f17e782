import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { MENU } from '../../contract/auth/menu.ts';
import { branchs } from '../../contract/entities/system/branchs.entity.ts';
import { translate } from '../i18n.ts';
import { hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import { commands, tenants, users } from './schema.ts';
import { seedTenantDefaults } from './seed/defaults.ts';
import { seedEntity } from './seed/seed-entity.ts';

export interface TenantSpec {
  id: string;
  ten_dn: string;
  /** Branch rows as system.branchs accepts them (address, phone… optional). */
  branches: ({ ma_dvcs: string; ten_dvcs: string } & Record<string, unknown>)[];
  admin: { user_name: string; password: string; ten_nsd: string };
}

/**
 * Creates a tenant with its branches, first administrator and menu commands, in one transaction.
 * Runs as the database owner (demo seed, `npm run sen -- tenant create`).
 */
export async function createTenant(owner: Db, spec: TenantSpec): Promise<void> {
  const passwordHash = await hashPassword(spec.admin.password);
  await owner.transaction(async (tx) => {
    const existing = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, spec.id));
    if (existing.length > 0) throw new Error(`Tenant "${spec.id}" already exists`);
    await tx.insert(tenants).values({ id: spec.id, ten_dn: spec.ten_dn });
    await seedEntity(tx, spec.id, branchs, spec.branches);
    await tx.insert(users).values({
      tenant_id: spec.id,
      id: uuidv7(),
      user_name: spec.admin.user_name,
      ten_nsd: spec.admin.ten_nsd,
      password_hash: passwordHash,
      is_admin: 1,
      employee_yn: 0,
      branchs: spec.branches.map((b) => b.ma_dvcs).join(','),
    });
    await seedTenantDefaults(tx, spec.id);
  });
  await syncCommands(owner);
}

/**
 * Brings every tenant's menu commands in line with src/contract/auth/menu.ts, in one statement:
 * runs at each start so the menu grows as modules land.
 */
export async function syncCommands(owner: Db): Promise<void> {
  const rows = MENU.map(
    (m) =>
      sql`(${m.menu_id}, ${m.menu_id0}, ${m.command}, ${translate('vi', m.title)}, ${translate('en', m.title)}, ${m.order}::int, ${m.icon})`,
  );
  await owner.execute(sql`
    INSERT INTO ${commands} (tenant_id, id, menu_id0, command, title, title_en, "order", icon)
    SELECT t.id, m.* FROM ${tenants} t
    CROSS JOIN (VALUES ${sql.join(rows, sql`, `)}) AS m(id, menu_id0, command, title, title_en, "order", icon)
    ON CONFLICT (tenant_id, id) DO UPDATE SET menu_id0 = excluded.menu_id0, command = excluded.command,
      title = excluded.title, title_en = excluded.title_en, "order" = excluded."order", icon = excluded.icon,
      updated_at = now()`);
  const known = MENU.map((m) => m.menu_id);
  await owner.delete(commands).where(sql`NOT (${commands.id} IN ${known})`);
}
