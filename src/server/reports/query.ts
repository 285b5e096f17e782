import { type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../contract/api/system.api.ts';
import type { ReportDef, ReportParams, ReportRow } from '../../contract/reports/define.ts';
import type { Tx } from '../db/with-tenant.ts';
import type { RequestScope } from '../entity-api/model.ts';
import { readableEmployees } from '../http/request-context.ts';

/**
 * What a report's SQL reads of the request: the tenant, the period, and the branch and employee
 * conditions. Branches are the request's selected ones (c.var.request), narrowed to the chosen
 * branch; employees are those the user may read on the report's menu (spec §6), narrowed to the
 * chosen employee. A chosen branch or employee outside the scope gives no rows, never more.
 */
export interface ReportQuery {
  tenantId: string;
  fromDate: string;
  toDate: string;
  /** `column IN (the branches)`. */
  branch(column: SQL): SQL;
  /** The employee scope on `column` (always true when every employee is readable and none chosen). */
  employee(column: SQL): SQL;
  /** A timestamptz column's business-time-zone day within the period. */
  during(column: SQL): SQL;
}

export type ReportSql = (tx: Tx, query: ReportQuery) => Promise<ReportRow[]>;

export function reportQuery(report: ReportDef, scope: RequestScope, params: ReportParams): ReportQuery {
  const branches = params.ma_dvcs
    ? scope.branches.filter((code) => code === params.ma_dvcs)
    : [...scope.branches];
  const readable = readableEmployees(scope.user, report.menuId);
  const chosen = params.ma_nv ? [params.ma_nv] : null;
  const employees =
    readable && chosen ? chosen.filter((code) => readable.includes(code)) : (chosen ?? readable);
  return {
    tenantId: scope.tenantId,
    fromDate: params.fromDate,
    toDate: params.toDate,
    branch: (column) => (branches.length > 0 ? sql`${column} IN ${branches}` : sql`FALSE`),
    employee: (column) => {
      if (employees === null) return sql`TRUE`;
      return employees.length > 0 ? sql`${column} IN ${employees}` : sql`FALSE`;
    },
    during: (column) =>
      sql`(${column} AT TIME ZONE ${BUSINESS_TIME_ZONE})::date BETWEEN ${params.fromDate}::date AND ${params.toDate}::date`,
  };
}
