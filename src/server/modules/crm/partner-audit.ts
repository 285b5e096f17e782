import { and, desc, eq } from 'drizzle-orm';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import type { Db } from '../../db/client.ts';
import { systemLogs } from '../../db/schema.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { EntityModel, RequestScope } from '../../entity-api/model.ts';
import { findRecord } from '../../entity-api/records.ts';

/** How many audit entries the profile shows (newest first). */
const MAX_ENTRIES = 200;

/**
 * The profile's audit trail: every logged write on one customer, newest first. The customer must
 * be readable by the user (404 otherwise, as its record would answer).
 */
export async function partnerAudit(db: Db, model: EntityModel, scope: RequestScope, id: string) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await findRecord(tx, model, id, { scope, tenantId: scope.tenantId });
    const rows = await tx
      .select({
        id: systemLogs.id,
        created_at: systemLogs.created_at,
        user_name: systemLogs.user_name,
        action: systemLogs.action,
        detail: systemLogs.detail,
      })
      .from(systemLogs)
      .where(and(eq(systemLogs.object, partners.path), eq(systemLogs.record_id, id)))
      .orderBy(desc(systemLogs.created_at))
      .limit(MAX_ENTRIES);
    return { items: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
  });
}
