import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { TENANT_SETTING } from './tenant-table.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction bound to `tenantId`: row-level security lets it see and write
 * only that tenant's rows. Every business read and write of a request goes through here.
 */
export function withTenant<T>(db: Db, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config(${TENANT_SETTING}, ${tenantId}, true)`);
    return work(tx);
  });
}
