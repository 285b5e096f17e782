import { type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { CALENDAR_MAX_TASKS } from '../../../contract/api/tasks.api.ts';
import { tickets } from '../../../contract/entities/crm/tickets.entity.ts';
import type { Db } from '../../db/client.ts';
import { isoInstant } from '../../entity-api/columns.ts';
import { readConditions } from '../../entity-api/scope.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { calendarFeedHandler, type FeedRequest } from './calendar-feed.ts';

/**
 * GET /api/crm/tickets/calendar: the work tickets whose span (start to due) meets the date range,
 * in the calendar's item shape (calendar-feed.ts): the ticket number as the code, the due time as
 * the end, the title shown first; the staff as the resource view's columns. Same scope as the
 * tickets' list (tenant, branches, the assignee's employee scope).
 */
function ticketsQuery({ scope, from, to, branches }: FeedRequest): SQL {
  const where = [
    ...readConditions(tickets, scope),
    sql`t.ngay_bd < (${to}::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`,
    sql`t.han_chot > ${from}::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`,
    ...(branches.length > 0 ? [sql`t.ma_dvcs IN ${branches}`] : []),
  ];
  return sql`
    SELECT t.id, t.version, t.so_phieu AS ma_lh, coalesce(t.ma_kh, '') AS ma_kh, p.ten_kh, t.tieu_de,
           t.uu_tien, t.ma_loai, y.ten_loai, y.mau,
           ${isoInstant(sql`t.ngay_bd`)} AS ngay_bd, ${isoInstant(sql`t.han_chot`)} AS ngay_kt,
           t.ma_nv, e.ten_nv, NULL AS ma_phong, NULL AS ten_phong, t.trang_thai, t.ma_dvcs,
           NULL AS dich_vu, t.noi_dung AS ghi_chu
      FROM crm_tickets t
      LEFT JOIN crm_partners p ON p.tenant_id = t.tenant_id AND p.ma_kh = t.ma_kh
      LEFT JOIN crm_ticket_types y ON y.tenant_id = t.tenant_id AND y.ma_loai = t.ma_loai
      LEFT JOIN hr_employees e ON e.tenant_id = t.tenant_id AND e.ma_nv = t.ma_nv
     WHERE ${sql.join(where, sql` AND `)}
     ORDER BY t.ngay_bd, t.id
     LIMIT ${CALENDAR_MAX_TASKS + 1}`;
}

export function ticketRoutes(db: Db) {
  return new Hono<AppEnv>().get(
    '/calendar',
    requireAccess(tickets.menuId, 'read'),
    calendarFeedHandler(db, ticketsQuery, ['staff']),
  );
}
