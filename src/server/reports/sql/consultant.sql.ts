import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { ReportSql } from '../query.ts';

/**
 * Appointments starting in the period per staff member who performs them (crm_tasks.ma_nv):
 * how they ended, the distinct customers and the booked time in seconds (end − start).
 */
export const consultantSql: ReportSql = async (tx, q) =>
  rowsOf(
    await tx.execute(sql`
      SELECT t.ma_nv, COALESCE(e.ten_nv, t.ma_nv) AS ten_nv, COUNT(*)::int AS lich_hen,
             (COUNT(*) FILTER (WHERE t.trang_thai = 'done'))::int AS hoan_thanh,
             (COUNT(*) FILTER (WHERE t.trang_thai = 'cancelled'))::int AS da_huy,
             (COUNT(*) FILTER (WHERE t.trang_thai = 'no_show'))::int AS khong_den,
             COUNT(DISTINCT t.ma_kh)::int AS khach,
             COALESCE(SUM(EXTRACT(EPOCH FROM t.ngay_kt - t.ngay_bd)), 0)::int AS thoi_gian
      FROM crm_tasks t
      LEFT JOIN hr_employees e ON e.tenant_id = t.tenant_id AND e.ma_nv = t.ma_nv
      WHERE t.tenant_id = ${q.tenantId} AND t.ma_nv IS NOT NULL AND ${q.during(sql`t.ngay_bd`)}
        AND ${q.branch(sql`t.ma_dvcs`)} AND ${q.employee(sql`t.ma_nv`)}
      GROUP BY t.ma_nv, e.ten_nv
      ORDER BY t.ma_nv`),
  );
