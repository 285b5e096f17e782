import { consultantReport } from './consultant.report.ts';
import { contactReport } from './contact.report.ts';
import type { ReportDef } from './define.ts';
import { employeeReport } from './employee.report.ts';
import { marketingReport } from './marketing.report.ts';
import { targetReport } from './target.report.ts';
import { telesaleReport } from './telesale.report.ts';
import { telesaleKpisReport } from './telesale-kpis.report.ts';
import { telesaleStatusReport } from './telesale-status.report.ts';
import { todoReport } from './todo.report.ts';

/** The nine CRM reports by name (the menu keeps its own order). */
export const crmReports: Readonly<Record<string, ReportDef>> = Object.fromEntries(
  [
    employeeReport,
    marketingReport,
    telesaleReport,
    telesaleKpisReport,
    telesaleStatusReport,
    consultantReport,
    contactReport,
    todoReport,
    targetReport,
  ].map((report) => [report.name, report]),
);

/**
 * Every report family by module: the page finds a report here, its API is
 * /api/<module>/reports/<name>. The sales and accounting reports add their registries.
 */
export const reportRegistries: Readonly<Record<string, Readonly<Record<string, ReportDef>>>> = {
  crm: crmReports,
};
