import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { ReportSql } from '../query.ts';

/**
 * Call logs started in the period, per employee: by direction, answered (a duration above zero),
 * with a follow-up appointment (ma_lh), and the seconds talked.
 */
export const telesaleSql: ReportSql = async (tx, q) =>
  rowsOf(
    await tx.execute(sql`
      SELECT c.ma_nv, COALESCE(e.ten_nv, c.ma_nv) AS ten_nv,
             (COUNT(*) FILTER (WHERE c.huong = 'out'))::int AS goi_di,
             (COUNT(*) FILTER (WHERE c.huong = 'in'))::int AS goi_den,
             COUNT(*)::int AS tong,
             (COUNT(*) FILTER (WHERE c.thoi_luong > 0))::int AS nghe_may,
             (COUNT(*) FILTER (WHERE c.ma_lh IS NOT NULL))::int AS co_lich_hen,
             COALESCE(SUM(c.thoi_luong), 0)::int AS thoi_luong
      FROM crm_call_logs c
      LEFT JOIN hr_employees e ON e.tenant_id = c.tenant_id AND e.ma_nv = c.ma_nv
      WHERE c.tenant_id = ${q.tenantId} AND c.ma_nv IS NOT NULL AND ${q.during(sql`c.ngay_goi`)}
        AND ${q.branch(sql`c.ma_dvcs`)} AND ${q.employee(sql`c.ma_nv`)}
      GROUP BY c.ma_nv, e.ten_nv
      ORDER BY c.ma_nv`),
  );
