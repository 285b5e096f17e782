import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import { branches, tenants, users } from './schema.ts';

export const DEMO_TENANT = 'demo';

/**
 * Seeds the demo tenant once: two branches and the administrator `admin` / `admin`.
 * Runs as the database owner right after migrations; never called in production (env.ts).
 */
export async function seedDemo(owner: Db): Promise<boolean> {
  const existing = await owner
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`${tenants.id} = ${DEMO_TENANT}`);
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword('admin');
  await owner.transaction(async (tx) => {
    await tx.insert(tenants).values({ id: DEMO_TENANT, ten_dn: 'Sen Spa & Clinic (demo)' });
    await tx.insert(branches).values([
      { tenant_id: DEMO_TENANT, id: uuidv7(), ma_dvcs: 'CN01', ten_dvcs: 'Chi nhánh 1' },
      { tenant_id: DEMO_TENANT, id: uuidv7(), ma_dvcs: 'CN02', ten_dvcs: 'Chi nhánh 2' },
    ]);
    await tx.insert(users).values({
      tenant_id: DEMO_TENANT,
      id: uuidv7(),
      user_name: 'admin',
      ten_nsd: 'Quản trị hệ thống',
      password_hash: passwordHash,
      is_admin: 1,
    });
  });
  return true;
}
