import { sql } from 'drizzle-orm';
import { perEmployeeSql } from './per-employee.ts';

/**
 * Appointments starting in the period per staff member who performs them (crm_tasks.ma_nv):
 * how they ended, the distinct customers and the booked time in seconds (end − start).
 */
export const consultantSql = perEmployeeSql(
  { table: 'crm_tasks', alias: 't', dateColumn: 'ngay_bd' },
  sql`COUNT(*)::int AS lich_hen,
      (COUNT(*) FILTER (WHERE t.trang_thai = 'done'))::int AS hoan_thanh,
      (COUNT(*) FILTER (WHERE t.trang_thai = 'cancelled'))::int AS da_huy,
      (COUNT(*) FILTER (WHERE t.trang_thai = 'no_show'))::int AS khong_den,
      COUNT(DISTINCT t.ma_kh)::int AS khach,
      COALESCE(SUM(EXTRACT(EPOCH FROM t.ngay_kt - t.ngay_bd)), 0)::int AS thoi_gian`,
);
