import { sql } from 'drizzle-orm';
import {
  bigint,
  type ExtraConfigColumn,
  type IndexBuilder,
  integer,
  type PgColumnBuilderBase,
  pgPolicy,
  pgRole,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { stamp } from './columns.ts';

/** The role the server runs its requests as. It owns nothing, so row-level security binds it. */
export const appRole = pgRole('sen_app').existing();

/** Transaction-local setting that carries the tenant of the current request. */
export const TENANT_SETTING = 'app.tenant_id';

const tenantMatches = sql`tenant_id = current_setting('app.tenant_id', true)`;

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  ten_dn: text('ten_dn').notNull(),
  created_at: stamp('created_at'),
  /**
   * Raised (at commit) whenever a user of the tenant changes or one of its sessions is revoked,
   * shortened or removed (migration 0016): a request may trust the user it last checked while
   * this has not moved (http/sign-in-check.ts).
   */
  auth_epoch: bigint('auth_epoch', { mode: 'number' }).notNull().default(0),
});

/** Columns every business row carries: audit trail and optimistic-concurrency version. */
export function auditColumns() {
  return {
    created_at: stamp('created_at'),
    created_by: text('created_by'),
    updated_at: stamp('updated_at'),
    updated_by: text('updated_by'),
    version: integer('version').notNull().default(1),
  };
}

/**
 * A tenant-owned table: `tenant_id` leads the primary key (ready for distribution by tenant) and
 * a row-level-security policy restricts the app role to the tenant of the current transaction.
 * Every tenant-owned table must be declared through this helper; tests/api/rls.test.ts checks it.
 */
export function tenantTable<TColumns extends Record<string, PgColumnBuilderBase>>(
  name: string,
  columns: TColumns,
  indexes: (
    t: Record<keyof TColumns | 'tenant_id' | 'id' | keyof ReturnType<typeof auditColumns>, ExtraConfigColumn>,
  ) => IndexBuilder[] = () => [],
) {
  return pgTable(
    name,
    {
      tenant_id: text('tenant_id')
        .notNull()
        .references(() => tenants.id),
      id: text('id').notNull(),
      ...columns,
      ...auditColumns(),
    },
    (t) => [
      primaryKey({ name: `${name}_pkey`, columns: [t.tenant_id, t.id] }),
      pgPolicy(`${name}_tenant_isolation`, {
        as: 'permissive',
        for: 'all',
        to: appRole,
        using: tenantMatches,
        withCheck: tenantMatches,
      }),
      ...indexes(
        t as Record<
          keyof TColumns | 'tenant_id' | 'id' | keyof ReturnType<typeof auditColumns>,
          ExtraConfigColumn
        >,
      ),
    ],
  );
}
