import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { messageLogs } from '../../db/entity-tables.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { cappedCount } from '../../entity-api/list.ts';
import { DEFAULT_COUNT_CAP } from '../../entity-api/model.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';

/**
 * GET /api/system/sms/logs/total: how many SMS / e-mails were sent, counted as every list counts
 * (exact up to the cap, the planner's estimate beyond, `total_exact` telling which). The list itself
 * (GET /api/system/sms/logs, newest first, searchable) is the entity engine's (system.sms-logs).
 */
export function smsLogRoutes(db: Db) {
  return new Hono<AppEnv>().get('/sms/logs/total', requireAccess('system.sms-logs', 'read'), async (c) => {
    const { total, exact } = await withTenant(db, c.get('tenantId'), (tx) =>
      cappedCount(tx, sql`${messageLogs}`, sql`TRUE`, DEFAULT_COUNT_CAP),
    );
    return c.json({ total, total_exact: exact });
  });
}
