import { sql } from 'drizzle-orm';
import { index, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appRole, tenants, tenantTable } from './tenant-table.ts';

export { appRole, tenants };

/** Branches (đơn vị cơ sở). `ma_dvcs` is the human code users type and see. */
export const branches = tenantTable(
  'branches',
  {
    ma_dvcs: text('ma_dvcs').notNull(),
    ten_dvcs: text('ten_dvcs').notNull(),
    dia_chi: text('dia_chi'),
    dien_thoai: text('dien_thoai'),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('branches_code_uq').on(t.tenant_id, t.ma_dvcs)],
);

/** Sign-in accounts. The access issue adds rights; the password is an argon2id hash. */
export const users = tenantTable(
  'users',
  {
    user_name: text('user_name').notNull(),
    ten_nsd: text('ten_nsd').notNull(),
    password_hash: text('password_hash').notNull(),
    is_admin: smallint('is_admin').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(t.tenant_id, sql`lower(${t.user_name})`),
    index('users_name_search_idx').using(
      'gin',
      t.tenant_id,
      sql`f_unaccent(lower(${t.ten_nsd})) gin_trgm_ops`,
    ),
  ],
);
