import { sql } from 'drizzle-orm';
import { perEmployeeSql } from './per-employee.ts';

/**
 * Call logs started in the period, per employee: by direction, answered (a duration above zero),
 * with a follow-up appointment (ma_lh), and the seconds talked.
 */
export const telesaleSql = perEmployeeSql(
  { table: 'crm_call_logs', alias: 'c', dateColumn: 'ngay_goi' },
  sql`(COUNT(*) FILTER (WHERE c.huong = 'out'))::int AS goi_di,
      (COUNT(*) FILTER (WHERE c.huong = 'in'))::int AS goi_den,
      COUNT(*)::int AS tong,
      (COUNT(*) FILTER (WHERE c.thoi_luong > 0))::int AS nghe_may,
      (COUNT(*) FILTER (WHERE c.ma_lh IS NOT NULL))::int AS co_lich_hen,
      COALESCE(SUM(c.thoi_luong), 0)::int AS thoi_luong`,
);
