import { type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import {
  CALENDAR_MAX_TASKS,
  type CalendarResource,
  type CalendarResponse,
  type CalendarTask,
  calendarQuerySchema,
} from '../../../contract/api/tasks.api.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { readConditions } from '../../entity-api/scope.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseQuery } from '../../http/validate.ts';

/**
 * What every calendar feed shares (appointments at crm/tasks/calendar, work tickets at
 * crm/tickets/calendar): the asked range and branches cut to the request's, the columns of the
 * resource views (active staff with their shift, active rooms) and the answer's shape.
 */

export interface FeedRequest {
  scope: RequestScope;
  from: string;
  to: string;
  /** The asked branches the user may see, or all of theirs. */
  branches: string[];
}

export function calendarFeed(c: Context<AppEnv>): FeedRequest {
  const q = parseQuery(c, calendarQuerySchema);
  const scope: RequestScope = c.get('request');
  const asked = (q.ma_dvcs ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const branches =
    asked.length > 0 ? scope.branches.filter((code) => asked.includes(code)) : [...scope.branches];
  return { scope, from: q.fromDate, to: q.toDate, branches };
}

function resourcesQuery(table: 'staff' | 'rooms', branches: readonly string[]): SQL {
  const inBranches = branches.length > 0 ? sql`AND ma_dvcs IN ${branches}` : sql``;
  if (table === 'rooms')
    return sql`SELECT ma_phong AS code, ten_phong AS name, ma_dvcs FROM sales_rooms
                WHERE status = 1 ${inBranches} ORDER BY ma_phong`;
  return sql`SELECT e.ma_nv AS code, e.ten_nv AS name, e.ma_dvcs, s.gio_bd AS shift_from, s.gio_kt AS shift_to
               FROM hr_employees e LEFT JOIN hr_shifts s ON s.tenant_id = e.tenant_id AND s.ma_ca = e.ma_ca
              WHERE e.status = 1 ${inBranches} ORDER BY e.ma_nv`;
}

/** The resource columns a calendar draws (a ticket calendar has no rooms). */
async function calendarResources(
  tx: Tx,
  branches: readonly string[],
  kinds: readonly ('staff' | 'rooms')[],
): Promise<{ staff: CalendarResource[]; rooms: CalendarResource[] }> {
  const read = async (kind: 'staff' | 'rooms') =>
    kinds.includes(kind) ? rowsOf<CalendarResource>(await tx.execute(resourcesQuery(kind, branches))) : [];
  return { staff: await read('staff'), rooms: await read('rooms') };
}

/** The answer: at most CALENDAR_MAX_TASKS items (the query reads one more to know it cut). */
function feedAnswer(
  found: CalendarTask[],
  staff: CalendarResource[],
  rooms: CalendarResource[],
): CalendarResponse {
  return {
    tasks: found.slice(0, CALENDAR_MAX_TASKS),
    staff,
    rooms,
    truncated: found.length > CALENDAR_MAX_TASKS,
  };
}

/**
 * A feed's query over its table aliased `t`: `select` (the item's columns, FROM and joins) cut to
 * the entity's read scope (tenant, branches, employee), the items starting before the range ends,
 * `meets` (the conditions that they end after it starts), the asked branches; earliest first.
 */
export function feedQuery(feed: FeedRequest, entity: Entity, select: SQL, meets: SQL[]): SQL {
  const where = [
    ...readConditions(entity, feed.scope),
    sql`t.ngay_bd < (${feed.to}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`,
    ...meets,
    ...(feed.branches.length > 0 ? [sql`t.ma_dvcs IN ${feed.branches}`] : []),
  ];
  return sql`${select}
     WHERE ${sql.join(where, sql` AND `)}
     ORDER BY t.ngay_bd, t.id
     LIMIT ${CALENDAR_MAX_TASKS + 1}`;
}

/**
 * The handler of a calendar feed: the items `query` reads for the asked range and branches (at most
 * CALENDAR_MAX_TASKS + 1), with the resource columns `kinds` of the views, in one transaction.
 */
function calendarFeedHandler(
  db: Db,
  query: (feed: FeedRequest) => SQL,
  kinds: readonly ('staff' | 'rooms')[],
) {
  return async (c: Context<AppEnv>) => {
    const feed = calendarFeed(c);
    const answer = await withTenant(db, feed.scope.tenantId, async (tx) => ({
      found: rowsOf<CalendarTask>(await tx.execute(query(feed))),
      ...(await calendarResources(tx, feed.branches, kinds)),
    }));
    return c.json(feedAnswer(answer.found, answer.staff, answer.rooms));
  };
}

/** GET /calendar of an entity's routes: its feed, for those who may read the entity's menu. */
export function calendarRoutes(
  db: Db,
  entity: Entity,
  query: (feed: FeedRequest) => SQL,
  kinds: readonly ('staff' | 'rooms')[],
) {
  return new Hono<AppEnv>().get(
    '/calendar',
    requireAccess(entity.menuId, 'read'),
    calendarFeedHandler(db, query, kinds),
  );
}
