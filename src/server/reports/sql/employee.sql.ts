import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { ReportSql } from '../query.ts';
import { netSalesByHolder } from './per-employee.ts';

/**
 * Per employee: appointments they booked (crm_tasks.ma_nvbh, by start day) and how many ended
 * done or no-show; outgoing calls they logged and the seconds talked; customers they hold that
 * were created in the period; and those customers' net sales from the general ledger (131 against
 * 511 sales less 521 deductions, VAT left out), as /crm/partners-vip reads it.
 */
export const employeeSql: ReportSql = async (tx, q) =>
  rowsOf(
    await tx.execute(sql`
      WITH ap AS (
        SELECT t.ma_nvbh AS ma_nv, COUNT(*)::int AS lh_dat,
               (COUNT(*) FILTER (WHERE t.trang_thai = 'done'))::int AS lh_xong,
               (COUNT(*) FILTER (WHERE t.trang_thai = 'no_show'))::int AS lh_vang
        FROM crm_tasks t
        WHERE t.tenant_id = ${q.tenantId} AND t.ma_nvbh IS NOT NULL AND ${q.during(sql`t.ngay_bd`)}
          AND ${q.branch(sql`t.ma_dvcs`)} AND ${q.employee(sql`t.ma_nvbh`)}
        GROUP BY t.ma_nvbh
      ), calls AS (
        SELECT c.ma_nv, COUNT(*)::int AS cuoc_goi, COALESCE(SUM(c.thoi_luong), 0)::int AS thoi_luong
        FROM crm_call_logs c
        WHERE c.tenant_id = ${q.tenantId} AND c.ma_nv IS NOT NULL AND c.huong = 'out'
          AND ${q.during(sql`c.ngay_goi`)} AND ${q.branch(sql`c.ma_dvcs`)} AND ${q.employee(sql`c.ma_nv`)}
        GROUP BY c.ma_nv
      ), fresh AS (
        SELECT p.ma_nvbh AS ma_nv, COUNT(*)::int AS kh_moi
        FROM crm_partners p
        WHERE p.tenant_id = ${q.tenantId} AND p.ma_nvbh IS NOT NULL AND ${q.during(sql`p.created_at`)}
          AND ${q.branch(sql`p.ma_dvcs`)} AND ${q.employee(sql`p.ma_nvbh`)}
        GROUP BY p.ma_nvbh
      ), sold AS (${netSalesByHolder(q)}
      ), who AS (
        SELECT ma_nv FROM ap UNION SELECT ma_nv FROM calls UNION SELECT ma_nv FROM fresh
        UNION SELECT ma_nv FROM sold
      )
      SELECT w.ma_nv, COALESCE(e.ten_nv, w.ma_nv) AS ten_nv,
             COALESCE(ap.lh_dat, 0) AS lh_dat, COALESCE(ap.lh_xong, 0) AS lh_xong,
             COALESCE(ap.lh_vang, 0) AS lh_vang, COALESCE(calls.cuoc_goi, 0) AS cuoc_goi,
             COALESCE(calls.thoi_luong, 0) AS thoi_luong, COALESCE(fresh.kh_moi, 0) AS kh_moi,
             COALESCE(sold.doanh_so, 0)::text AS doanh_so
      FROM who w
      LEFT JOIN hr_employees e ON e.tenant_id = ${q.tenantId} AND e.ma_nv = w.ma_nv
      LEFT JOIN ap ON ap.ma_nv = w.ma_nv
      LEFT JOIN calls ON calls.ma_nv = w.ma_nv
      LEFT JOIN fresh ON fresh.ma_nv = w.ma_nv
      LEFT JOIN sold ON sold.ma_nv = w.ma_nv
      ORDER BY w.ma_nv`),
  );
