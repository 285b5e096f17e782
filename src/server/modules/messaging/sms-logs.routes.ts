import { count, desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { messageLogs } from '../../db/entity-tables.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseQuery } from '../../http/validate.ts';

const pageSchema = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
});

/** GET /api/system/sms/logs (+ /total): every SMS / e-mail sent, newest first. */
export function smsLogRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/sms/logs', requireAccess('system.sms-logs', 'read'), async (c) => {
      const q = parseQuery(c, pageSchema);
      const items = await withTenant(db, c.get('tenantId'), (tx) =>
        tx
          .select()
          .from(messageLogs)
          .orderBy(desc(messageLogs.created_at), desc(messageLogs.id))
          .limit(q.pageSize)
          .offset(q.pageIndex * q.pageSize),
      );
      return c.json({ items: items.map(({ tenant_id: _t, ...row }) => row) });
    })
    .get('/sms/logs/total', requireAccess('system.sms-logs', 'read'), async (c) => {
      const [row] = await withTenant(db, c.get('tenantId'), (tx) =>
        tx.select({ total: count() }).from(messageLogs),
      );
      return c.json({ total: row?.total ?? 0 });
    });
}
