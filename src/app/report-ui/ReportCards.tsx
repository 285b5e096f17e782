import { useLingui } from '@lingui/react/macro';
import type { ReportAnswer, ReportDef, ReportRow } from '../../contract/reports/define.ts';
import { showCell } from './report-format.ts';

function Card({ report, title, row }: { report: ReportDef; title: string; row: ReportRow }) {
  const { i18n } = useLingui();
  const measures = report.columns.filter((column) => column.kind !== 'text' && column.id in row);
  return (
    <li className="rounded-md border border-line p-3">
      <p className="font-medium text-heading">{title}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {measures.map((column) => (
          <div key={column.id} className="contents">
            <dt className="text-muted">{i18n._(column.label)}</dt>
            <dd className="text-right tabular-nums">{showCell(column, row[column.id])}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The table on a phone: one card per row (its name, then label and value per measure), the totals last. */
export function ReportCards({ report, answer }: { report: ReportDef; answer: ReportAnswer }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-2 sm:hidden print:hidden" data-testid="report-cards">
      {answer.rows.map((row, index) => (
        <Card
          key={String(row[report.columns[0]?.id ?? ''] ?? index)}
          report={report}
          title={String(row[report.category] ?? '')}
          row={row}
        />
      ))}
      <Card report={report} title={t`Tổng cộng`} row={answer.totals} />
    </ul>
  );
}
