import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { rowsOf } from '../../db/client.ts';
import type { ReportSql } from '../query.ts';

/**
 * Per employee over the period's call logs: the days they called on, the calls, the distinct
 * customers reached (matched customer, else the phone digits), the answered calls (duration above
 * zero) and the calls that led to an appointment (ma_lh). Percentages are added by the route.
 */
export const telesaleKpisSql: ReportSql = async (tx, q) =>
  rowsOf(
    await tx.execute(sql`
      SELECT c.ma_nv, COALESCE(e.ten_nv, c.ma_nv) AS ten_nv,
             COUNT(DISTINCT (c.ngay_goi AT TIME ZONE ${BUSINESS_TIME_ZONE})::date)::int AS ngay_goi,
             COUNT(*)::int AS tong,
             COUNT(DISTINCT COALESCE(c.ma_kh, c.dien_thoai))::int AS khach,
             (COUNT(*) FILTER (WHERE c.thoi_luong > 0))::int AS nghe_may,
             (COUNT(*) FILTER (WHERE c.ma_lh IS NOT NULL))::int AS ra_lich,
             COALESCE(SUM(c.thoi_luong), 0)::int AS thoi_luong
      FROM crm_call_logs c
      LEFT JOIN hr_employees e ON e.tenant_id = c.tenant_id AND e.ma_nv = c.ma_nv
      WHERE c.tenant_id = ${q.tenantId} AND c.ma_nv IS NOT NULL AND ${q.during(sql`c.ngay_goi`)}
        AND ${q.branch(sql`c.ma_dvcs`)} AND ${q.employee(sql`c.ma_nv`)}
      GROUP BY c.ma_nv, e.ten_nv
      ORDER BY c.ma_nv`),
  );
