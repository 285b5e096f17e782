import { Hono } from 'hono';
import { type ReportAnswer, type ReportDef, reportParamsSchema } from '../../contract/reports/define.ts';
import { crmReports } from '../../contract/reports/index.ts';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/with-tenant.ts';
import { requireAccess } from '../http/access.ts';
import type { AppEnv } from '../http/context.ts';
import { parseQuery } from '../http/validate.ts';
import { type ReportSql, reportQuery } from './query.ts';
import { consultantSql } from './sql/consultant.sql.ts';
import { contactSql } from './sql/contact.sql.ts';
import { employeeSql } from './sql/employee.sql.ts';
import { marketingSql } from './sql/marketing.sql.ts';
import { targetSql } from './sql/target.sql.ts';
import { telesaleSql } from './sql/telesale.sql.ts';
import { telesaleKpisSql } from './sql/telesale-kpis.sql.ts';
import { telesaleStatusSql } from './sql/telesale-status.sql.ts';
import { todoSql } from './sql/todo.sql.ts';
import { percentOf, reportTotals } from './totals.ts';

/** Each declared CRM report's one SQL (src/contract/reports/<name>.report.ts ↔ sql/<name>.sql.ts). */
export const CRM_REPORT_SQL: Readonly<Record<string, ReportSql>> = {
  employee: employeeSql,
  todo: todoSql,
  target: targetSql,
  marketing: marketingSql,
  telesale: telesaleSql,
  'telesale-kpis': telesaleKpisSql,
  'telesale-status': telesaleStatusSql,
  consultant: consultantSql,
  contact: contactSql,
};

/** A report's rows with its percent columns filled from their parts (as the totals row does). */
export async function runReport(
  db: Db,
  report: ReportDef,
  run: ReportSql,
  query: ReturnType<typeof reportQuery>,
): Promise<ReportAnswer> {
  const rows = await withTenant(db, query.tenantId, (tx) => run(tx, query));
  for (const row of rows) {
    for (const [id, [part, whole]] of Object.entries(report.ratios ?? {}))
      row[id] = percentOf(String(row[part] ?? 0), String(row[whole] ?? 0));
  }
  return { rows, totals: reportTotals(report, rows) };
}

/**
 * GET /api/<module>/reports/<name> for a family of reports (`reports` declarations, `sqlOf` their SQL): the parameters validated (400 naming the field), the report's menu
 * right checked, then its SQL within the request's branch and employee scope. Mounted behind the
 * tenant, sign-in and branch-scope guards (app.ts).
 */
export function reportRoutes(
  db: Db,
  reports: Readonly<Record<string, ReportDef>> = crmReports,
  sqlOf: Readonly<Record<string, ReportSql>> = CRM_REPORT_SQL,
): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const [name, run] of Object.entries(sqlOf)) {
    const report = reports[name];
    if (!report) throw new Error(`report ${name} has no declaration`);
    router.get(`/${name}`, requireAccess(report.menuId, 'access'), async (c) => {
      const params = parseQuery(c, reportParamsSchema);
      return c.json(await runReport(db, report, run, reportQuery(report, c.get('request'), params)));
    });
  }
  return router;
}
