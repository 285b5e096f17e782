import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { messageLogs } from '../../db/entity-tables.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';

/**
 * GET /api/system/sms/logs/total: how many SMS / e-mails were sent. The list itself
 * (GET /api/system/sms/logs, newest first, searchable) is the entity engine's (system.sms-logs).
 */
export function smsLogRoutes(db: Db) {
  return new Hono<AppEnv>().get('/sms/logs/total', requireAccess('system.sms-logs', 'read'), async (c) => {
    const [row] = await withTenant(db, c.get('tenantId'), (tx) =>
      tx.select({ total: count() }).from(messageLogs),
    );
    return c.json({ total: row?.total ?? 0 });
  });
}
