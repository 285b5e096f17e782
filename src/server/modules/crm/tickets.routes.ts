import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { tickets } from '../../../contract/entities/crm/tickets.entity.ts';
import type { Db } from '../../db/client.ts';
import { isoInstant } from '../../entity-api/columns.ts';
import { calendarRoutes, type FeedRequest, feedQuery } from './calendar-feed.ts';

/**
 * GET /api/crm/tickets/calendar: the work tickets whose span (start to due) meets the date range,
 * in the calendar's item shape (calendar-feed.ts): the ticket number as the code, the due time as
 * the end, the title shown first; the staff as the resource view's columns. Same scope as the
 * tickets' list (tenant, branches, the assignee's employee scope).
 */
function ticketsQuery(feed: FeedRequest) {
  const select = sql`
    SELECT t.id, t.version, t.so_phieu AS ma_lh, coalesce(t.ma_kh, '') AS ma_kh, p.ten_kh, t.tieu_de,
           t.uu_tien, t.ma_loai, y.ten_loai, y.mau,
           ${isoInstant(sql`t.ngay_bd`)} AS ngay_bd, ${isoInstant(sql`t.han_chot`)} AS ngay_kt,
           t.ma_nv, e.ten_nv, NULL AS ma_phong, NULL AS ten_phong, t.trang_thai, t.ma_dvcs,
           NULL AS dich_vu, t.noi_dung AS ghi_chu
      FROM crm_tickets t
      LEFT JOIN crm_partners p ON p.tenant_id = t.tenant_id AND p.ma_kh = t.ma_kh
      LEFT JOIN crm_ticket_types y ON y.tenant_id = t.tenant_id AND y.ma_loai = t.ma_loai
      LEFT JOIN hr_employees e ON e.tenant_id = t.tenant_id AND e.ma_nv = t.ma_nv`;
  return feedQuery(feed, tickets, select, [
    sql`t.han_chot > ${feed.from}::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`,
  ]);
}

export function ticketRoutes(db: Db) {
  return calendarRoutes(db, tickets, ticketsQuery, ['staff']);
}
