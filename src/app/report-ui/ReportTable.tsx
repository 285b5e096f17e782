import { useLingui } from '@lingui/react/macro';
import type { ReportAnswer, ReportDef } from '../../contract/reports/define.ts';
import { showCell } from './report-format.ts';

const alignOf = (kind: string) => (kind === 'text' ? 'text-left' : 'text-right tabular-nums');

/** The report's rows under its columns, and the totals row (computed by the server) at the foot. */
export function ReportTable({ report, answer }: { report: ReportDef; answer: ReportAnswer }) {
  const { t, i18n } = useLingui();
  return (
    <div className="hidden overflow-x-auto sm:block print:block print:overflow-visible">
      <table className="w-full min-w-[40rem] text-sm" data-testid="report-table">
        <caption className="sr-only">{i18n._(report.title)}</caption>
        <thead>
          <tr className="border-b border-line text-[13px] text-muted">
            {report.columns.map((column) => (
              <th key={column.id} scope="col" className={`px-3 py-2 font-medium ${alignOf(column.kind)}`}>
                {i18n._(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((row, index) => (
            <tr key={String(row[report.columns[0]?.id ?? ''] ?? index)} className="border-b border-line">
              {report.columns.map((column) => (
                <td key={column.id} className={`px-3 py-2 ${alignOf(column.kind)}`}>
                  {showCell(column, row[column.id])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-heading" data-testid="report-totals">
            {report.columns.map((column, index) => (
              <td key={column.id} className={`px-3 py-2 ${alignOf(column.kind)}`}>
                {index === 0
                  ? t`Tổng cộng`
                  : column.id in answer.totals
                    ? showCell(column, answer.totals[column.id])
                    : ''}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
