import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { ReportQuery, ReportSql } from '../query.ts';

/** One activity table of a per-employee report: its name, alias and the timestamp that dates a row. */
export interface Activity {
  table: string;
  alias: string;
  /** The timestamptz column whose business day must fall in the period. */
  dateColumn: string;
}

/**
 * A report of one row per employee (`ma_nv` with the employee's name) over the rows of one activity
 * table dated in the period, within the branch and employee scope. `measures` are the aggregate
 * columns, written against the activity's alias. Table, alias and column are the code's own
 * constants, never the request's.
 */
export function perEmployeeSql(from: Activity, measures: SQL): ReportSql {
  const a = sql.raw(from.alias);
  const at = (column: string) => sql`${a}.${sql.raw(column)}`;
  return async (tx, q: ReportQuery) =>
    rowsOf(
      await tx.execute(sql`
      SELECT ${at('ma_nv')}, COALESCE(e.ten_nv, ${at('ma_nv')}) AS ten_nv,
             ${measures}
      FROM ${sql.raw(from.table)} ${a}
      LEFT JOIN hr_employees e ON e.tenant_id = ${at('tenant_id')} AND e.ma_nv = ${at('ma_nv')}
      WHERE ${at('tenant_id')} = ${q.tenantId} AND ${at('ma_nv')} IS NOT NULL
        AND ${q.during(at(from.dateColumn))}
        AND ${q.branch(at('ma_dvcs'))} AND ${q.employee(at('ma_nv'))}
      GROUP BY ${at('ma_nv')}, e.ten_nv
      ORDER BY ${at('ma_nv')}`),
    );
}

/**
 * Net sales of the customers each salesperson holds (crm_partners.ma_nvbh) over the period, from
 * the general ledger: 131 against 511 sales less 521 deductions, VAT left out, as /crm/partners-vip
 * reads it. A CTE body with the columns `ma_nv` and `doanh_so`.
 */
export function netSalesByHolder(q: ReportQuery): SQL {
  return sql`
        SELECT p.ma_nvbh AS ma_nv, SUM(g.ps_no - g.ps_co) AS doanh_so
        FROM gl_ledger g
        JOIN crm_partners p ON p.tenant_id = g.tenant_id AND p.ma_kh = g.ma_kh
        WHERE g.tenant_id = ${q.tenantId} AND g.tk LIKE '131%' AND (g.tk_du LIKE '511%' OR g.tk_du LIKE '521%')
          AND g.ngay_ct BETWEEN ${q.fromDate}::date AND ${q.toDate}::date AND p.ma_nvbh IS NOT NULL
          AND ${q.branch(sql`g.ma_dvcs`)} AND ${q.employee(sql`p.ma_nvbh`)}
        GROUP BY p.ma_nvbh`;
}
