import { sql } from 'drizzle-orm';
import { perEmployeeSql } from './per-employee.ts';

/**
 * Work tickets whose due day (han_chot) falls in the period, per assignee (ma_nv) and status;
 * overdue = still open or in progress with the due time already past when the report runs.
 */
export const todoSql = perEmployeeSql(
  { table: 'crm_tickets', alias: 'k', dateColumn: 'han_chot' },
  sql`(COUNT(*) FILTER (WHERE k.trang_thai = 'open'))::int AS moi,
      (COUNT(*) FILTER (WHERE k.trang_thai = 'in_progress'))::int AS dang_lam,
      (COUNT(*) FILTER (WHERE k.trang_thai = 'done'))::int AS hoan_thanh,
      (COUNT(*) FILTER (WHERE k.trang_thai = 'cancelled'))::int AS da_huy,
      COUNT(*)::int AS tong,
      (COUNT(*) FILTER (WHERE k.trang_thai IN ('open', 'in_progress') AND k.han_chot < now()))::int
        AS qua_han`,
);
