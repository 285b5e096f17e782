import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { ReportSql } from '../query.ts';

/**
 * Work tickets whose due day (han_chot) falls in the period, per assignee (ma_nv) and status;
 * overdue = still open or in progress with the due time already past when the report runs.
 */
export const todoSql: ReportSql = async (tx, q) =>
  rowsOf(
    await tx.execute(sql`
      SELECT k.ma_nv, COALESCE(e.ten_nv, k.ma_nv) AS ten_nv,
             (COUNT(*) FILTER (WHERE k.trang_thai = 'open'))::int AS moi,
             (COUNT(*) FILTER (WHERE k.trang_thai = 'in_progress'))::int AS dang_lam,
             (COUNT(*) FILTER (WHERE k.trang_thai = 'done'))::int AS hoan_thanh,
             (COUNT(*) FILTER (WHERE k.trang_thai = 'cancelled'))::int AS da_huy,
             COUNT(*)::int AS tong,
             (COUNT(*) FILTER (WHERE k.trang_thai IN ('open', 'in_progress') AND k.han_chot < now()))::int
               AS qua_han
      FROM crm_tickets k
      LEFT JOIN hr_employees e ON e.tenant_id = k.tenant_id AND e.ma_nv = k.ma_nv
      WHERE k.tenant_id = ${q.tenantId} AND k.ma_nv IS NOT NULL AND ${q.during(sql`k.han_chot`)}
        AND ${q.branch(sql`k.ma_dvcs`)} AND ${q.employee(sql`k.ma_nv`)}
      GROUP BY k.ma_nv, e.ten_nv
      ORDER BY k.ma_nv`),
  );
