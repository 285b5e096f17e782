import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { systemLogListShape } from '../../../contract/api/sessions.api.ts';
import type { Db } from '../../db/client.ts';
import { authSessions, systemLogs, users } from '../../db/schema.ts';
import { withTenant } from '../../db/with-tenant.ts';
import {
  type BespokeList,
  bespokeListStatement,
  bespokeTotalStatement,
} from '../../entity-api/bespoke-list.ts';
import { col } from '../../entity-api/columns.ts';
import { answerList, parseListQuery } from '../../entity-api/list-request.ts';
import { requireAdmin } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';

/** A session seen within this window counts as online. */
const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** GET system/logs on the engine's list code. */
const logsList: BespokeList = {
  table: systemLogs,
  omit: ['tenant_id', 'version', 'created_by', 'updated_at', 'updated_by'],
  shape: systemLogListShape,
  search: ['user_name', 'action', 'object'],
  dateColumn: 'created_at',
};

/**
 * system/logs, system/users/online and the sign-out calls. Any signed-in user may open the logs
 * screen (spec §6) but sees only their own entries; administrators see everyone's.
 */
export function sessionRoutes(db: Db) {
  const logsRequest = (c: Context<AppEnv>) => {
    const user = c.get('user');
    const scope = user.is_admin === 1 ? [] : [sql`${col('user_name')} = ${user.user_name}`];
    return { tenantId: c.get('tenantId'), scope };
  };

  return (
    new Hono<AppEnv>()
      .get('/logs', (c) => {
        const q = parseListQuery(c, logsList.shape);
        return answerList(c, db, bespokeListStatement(logsList, logsRequest(c), q));
      })
      // The audit log grows without bound: exact up to the list's cap, the planner's estimate beyond.
      .get('/logs/total', (c) => {
        const q = parseListQuery(c, logsList.shape);
        return answerList(c, db, bespokeTotalStatement(logsList, logsRequest(c), q));
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
          await c.get('request').audit(tx, {
            action: 'logout_all',
            object: 'auth',
            detail: { sessions: rows.length },
          });
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
          await c.get('request').audit(tx, {
            action: 'logout_user',
            object: 'auth',
            record_id: userName,
            detail: { ip, sessions: rows.length },
          });
          return rows.length;
        });
        return c.json({ ok: true, revoked });
      })
  );
}
