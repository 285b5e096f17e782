import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { tasks } from '../../../contract/entities/crm/tasks.entity.ts';
import type { Db } from '../../db/client.ts';
import { isoInstant } from '../../entity-api/columns.ts';
import { calendarRoutes, type FeedRequest, feedQuery } from './calendar-feed.ts';

/**
 * GET /api/crm/tasks/calendar: the bookings of a date range in one answer, with the staff and
 * rooms the resource view draws as columns. Same scope as the list (tenant, branches, employee),
 * read through the (tenant, ngay_bd) index.
 */

function tasksQuery(feed: FeedRequest) {
  const select = sql`
    SELECT t.id, t.version, t.ma_lh, t.ma_kh, p.ten_kh, t.ma_loai, y.ten_loai, y.mau,
           ${isoInstant(sql`t.ngay_bd`)} AS ngay_bd, ${isoInstant(sql`t.ngay_kt`)} AS ngay_kt,
           t.ma_nv, e.ten_nv, t.ma_phong, r.ten_phong, t.trang_thai, t.ma_dvcs, t.dich_vu, t.ghi_chu
      FROM crm_tasks t
      LEFT JOIN crm_partners p ON p.tenant_id = t.tenant_id AND p.ma_kh = t.ma_kh
      LEFT JOIN crm_task_types y ON y.tenant_id = t.tenant_id AND y.ma_loai = t.ma_loai
      LEFT JOIN hr_employees e ON e.tenant_id = t.tenant_id AND e.ma_nv = t.ma_nv
      LEFT JOIN sales_rooms r ON r.tenant_id = t.tenant_id AND r.ma_phong = t.ma_phong`;
  return feedQuery(feed, tasks, select, [
    // A booking starts at most a day before it ends (task-hooks.ts), so this bound keeps the index range.
    sql`t.ngay_bd >= (${feed.from}::date - 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`,
    sql`t.ngay_kt > ${feed.from}::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}`,
  ]);
}

export function taskRoutes(db: Db) {
  return calendarRoutes(db, tasks, tasksQuery, ['staff', 'rooms']);
}
