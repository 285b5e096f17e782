import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { ReportSql } from '../query.ts';

/**
 * Customers created in the period, per source (ma_nguon; none → one row with an empty code), how
 * many of them bought in the period and their net sales (131 against 511 less 521, as the VIP
 * ranking reads it). The employee filter reads the customer's salesperson (ma_nvbh).
 */
export const marketingSql: ReportSql = async (tx, q) =>
  rowsOf(
    await tx.execute(sql`
      WITH fresh AS (
        SELECT p.ma_kh, COALESCE(p.ma_nguon, '') AS ma_nguon
        FROM crm_partners p
        WHERE p.tenant_id = ${q.tenantId} AND ${q.during(sql`p.created_at`)}
          AND ${q.branch(sql`p.ma_dvcs`)} AND ${q.employee(sql`p.ma_nvbh`)}
      ), spent AS (
        SELECT g.ma_kh, SUM(g.ps_no - g.ps_co) AS doanh_so
        FROM gl_ledger g
        WHERE g.tenant_id = ${q.tenantId} AND g.tk LIKE '131%' AND (g.tk_du LIKE '511%' OR g.tk_du LIKE '521%')
          AND g.ngay_ct BETWEEN ${q.fromDate}::date AND ${q.toDate}::date AND ${q.branch(sql`g.ma_dvcs`)}
          AND g.ma_kh IN (SELECT ma_kh FROM fresh)
        GROUP BY g.ma_kh
      )
      SELECT f.ma_nguon, COALESCE(s.ten_nguon, f.ma_nguon) AS ten_nguon, COUNT(*)::int AS kh_moi,
             (COUNT(*) FILTER (WHERE sp.doanh_so > 0))::int AS kh_mua,
             COALESCE(SUM(sp.doanh_so), 0)::text AS doanh_so
      FROM fresh f
      LEFT JOIN spent sp ON sp.ma_kh = f.ma_kh
      LEFT JOIN crm_source_types s ON s.tenant_id = ${q.tenantId} AND s.ma_nguon = f.ma_nguon
      GROUP BY f.ma_nguon, s.ten_nguon
      ORDER BY kh_moi DESC, f.ma_nguon`),
  );
