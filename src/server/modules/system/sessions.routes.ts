import { and, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authSessions, systemLogs, users } from '../../db/schema.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { cappedCount } from '../../entity-api/list.ts';
import { DEFAULT_COUNT_CAP } from '../../entity-api/model.ts';
import { requireAdmin } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { clientInfo } from '../../http/tenant.ts';
import { parseQuery } from '../../http/validate.ts';
import { writeAudit } from './audit.ts';

/** A session seen within this window counts as online. */
const ONLINE_WINDOW_MS = 5 * 60 * 1000;

const logQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  searchKey: z.string().trim().optional(),
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
});

/**
 * system/logs, system/users/online and the sign-out calls. Any signed-in user may open the logs
 * screen (spec §6) but sees only their own entries; administrators see everyone's.
 */
export function sessionRoutes(db: Db) {
  const logFilter = (
    c: { get(key: 'user'): { is_admin: number; user_name: string } },
    q: z.infer<typeof logQuerySchema>,
  ) => {
    const where: SQL[] = [];
    const user = c.get('user');
    if (user.is_admin !== 1) where.push(eq(systemLogs.user_name, user.user_name));
    if (q.fromDate) where.push(gte(systemLogs.created_at, new Date(`${q.fromDate}T00:00:00+07:00`)));
    if (q.toDate)
      where.push(
        sql`${systemLogs.created_at} < (${q.toDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh'`,
      );
    if (q.searchKey) {
      where.push(
        sql`f_unaccent(lower(${systemLogs.user_name} || ' ' || ${systemLogs.action} || ' ' || ${systemLogs.object})) LIKE '%' || f_unaccent(lower(${q.searchKey})) || '%'`,
      );
    }
    return and(...where);
  };

  return new Hono<AppEnv>()
    .get('/logs', async (c) => {
      const q = parseQuery(c, logQuerySchema);
      const items = await withTenant(db, c.get('tenantId'), (tx) =>
        tx
          .select({
            id: systemLogs.id,
            created_at: systemLogs.created_at,
            user_name: systemLogs.user_name,
            action: systemLogs.action,
            object: systemLogs.object,
            record_id: systemLogs.record_id,
            detail: systemLogs.detail,
            ip: systemLogs.ip,
            device_id: systemLogs.device_id,
          })
          .from(systemLogs)
          .where(logFilter(c, q))
          .orderBy(desc(systemLogs.created_at), desc(systemLogs.id))
          .limit(q.pageSize)
          .offset(q.pageIndex * q.pageSize),
      );
      return c.json({ items });
    })
    .get('/logs/total', async (c) => {
      const q = parseQuery(c, logQuerySchema);
      // The audit log grows without bound: exact up to the list's cap, the planner's estimate beyond.
      const where = logFilter(c, q) ?? sql`TRUE`;
      const { total, exact } = await withTenant(db, c.get('tenantId'), (tx) =>
        cappedCount(tx, sql`${systemLogs}`, where, DEFAULT_COUNT_CAP),
      );
      return c.json({ total, total_exact: exact });
    })
    .get('/users/online', async (c) => {
      const since = new Date(Date.now() - ONLINE_WINDOW_MS);
      const items = await withTenant(db, c.get('tenantId'), (tx) =>
        tx
          .select({
            user_name: users.user_name,
            ten_nsd: users.ten_nsd,
            ip: authSessions.ip,
            device_id: authSessions.device_id,
            user_agent: authSessions.user_agent,
            last_seen_at: authSessions.last_seen_at,
            created_at: authSessions.created_at,
          })
          .from(authSessions)
          .innerJoin(users, eq(users.id, authSessions.user_id))
          .where(and(isNull(authSessions.revoked_at), gte(authSessions.last_seen_at, since)))
          .orderBy(desc(authSessions.last_seen_at)),
      );
      return c.json({ items, total: items.length });
    })
    .put('/users/logout', async (c) => {
      const user = c.get('user');
      const revoked = await withTenant(db, c.get('tenantId'), async (tx) => {
        const rows = await tx
          .update(authSessions)
          .set({ revoked_at: new Date(), revoked_reason: 'logout_all' })
          .where(and(eq(authSessions.user_id, user.id), isNull(authSessions.revoked_at)))
          .returning({ id: authSessions.id });
        await writeAudit(
          tx,
          c.get('tenantId'),
          {
            user_name: user.user_name,
            action: 'logout_all',
            object: 'auth',
            detail: { sessions: rows.length },
          },
          clientInfo(c),
        );
        return rows.length;
      });
      return c.json({ ok: true, revoked });
    })
    .put('/users/:user/logout/:ip', requireAdmin(), async (c) => {
      const { user: userName, ip } = c.req.param();
      const revoked = await withTenant(db, c.get('tenantId'), async (tx) => {
        const rows = await tx
          .update(authSessions)
          .set({ revoked_at: new Date(), revoked_reason: 'logout_by_admin' })
          .where(
            and(
              isNull(authSessions.revoked_at),
              eq(authSessions.ip, ip),
              sql`${authSessions.user_id} IN (SELECT id FROM ${users} WHERE lower(${users.user_name}) = lower(${userName}))`,
            ),
          )
          .returning({ id: authSessions.id });
        await writeAudit(
          tx,
          c.get('tenantId'),
          {
            user_name: c.get('user').user_name,
            action: 'logout_user',
            object: 'auth',
            record_id: userName,
            detail: { ip, sessions: rows.length },
          },
          clientInfo(c),
        );
        return rows.length;
      });
      return c.json({ ok: true, revoked });
    });
}
