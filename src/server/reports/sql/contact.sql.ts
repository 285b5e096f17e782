import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { ReportSql } from '../query.ts';

/**
 * Page duty, per employee holding the customers (ma_nvbh): customers created in the period, the
 * incoming calls the employee logged, how many of those new customers got an appointment booked
 * in the period (task created in it) and how many came (an appointment checked in or done that
 * starts in the period). Percentages are added by the route.
 */
export const contactSql: ReportSql = async (tx, q) =>
  rowsOf(
    await tx.execute(sql`
      WITH fresh AS (
        SELECT p.ma_kh, p.ma_nvbh AS ma_nv,
               EXISTS (SELECT 1 FROM crm_tasks t WHERE t.tenant_id = p.tenant_id AND t.ma_kh = p.ma_kh
                        AND ${q.during(sql`t.created_at`)}) AS booked,
               EXISTS (SELECT 1 FROM crm_tasks t WHERE t.tenant_id = p.tenant_id AND t.ma_kh = p.ma_kh
                        AND t.trang_thai IN ('checked_in', 'done') AND ${q.during(sql`t.ngay_bd`)}) AS came
        FROM crm_partners p
        WHERE p.tenant_id = ${q.tenantId} AND p.ma_nvbh IS NOT NULL AND ${q.during(sql`p.created_at`)}
          AND ${q.branch(sql`p.ma_dvcs`)} AND ${q.employee(sql`p.ma_nvbh`)}
      ), leads AS (
        SELECT ma_nv, COUNT(*)::int AS kh_moi, (COUNT(*) FILTER (WHERE booked))::int AS dat_lich,
               (COUNT(*) FILTER (WHERE came))::int AS da_den
        FROM fresh GROUP BY ma_nv
      ), incoming AS (
        SELECT c.ma_nv, COUNT(*)::int AS goi_den FROM crm_call_logs c
        WHERE c.tenant_id = ${q.tenantId} AND c.huong = 'in' AND c.ma_nv IS NOT NULL
          AND ${q.during(sql`c.ngay_goi`)} AND ${q.branch(sql`c.ma_dvcs`)} AND ${q.employee(sql`c.ma_nv`)}
        GROUP BY c.ma_nv
      ), who AS (SELECT ma_nv FROM leads UNION SELECT ma_nv FROM incoming)
      SELECT w.ma_nv, COALESCE(e.ten_nv, w.ma_nv) AS ten_nv, COALESCE(l.kh_moi, 0) AS kh_moi,
             COALESCE(i.goi_den, 0) AS goi_den, COALESCE(l.dat_lich, 0) AS dat_lich,
             COALESCE(l.da_den, 0) AS da_den
      FROM who w
      LEFT JOIN hr_employees e ON e.tenant_id = ${q.tenantId} AND e.ma_nv = w.ma_nv
      LEFT JOIN leads l ON l.ma_nv = w.ma_nv
      LEFT JOIN incoming i ON i.ma_nv = w.ma_nv
      ORDER BY w.ma_nv`),
  );
