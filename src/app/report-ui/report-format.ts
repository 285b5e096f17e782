import type { I18n } from '@lingui/core';
import { formatNumber } from '../../contract/domain/format.ts';
import type { ReportCell, ReportColumn, ReportDef, ReportRow } from '../../contract/reports/define.ts';
import type { ExportCell } from '../entity-ui/excel/sheet.ts';

/** Seconds as h:mm:ss (or m:ss under an hour): how talk time reads at a glance. */
export function duration(value: ReportCell): string {
  const total = Number(value ?? 0);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A cell as the table shows it. */
export function showCell(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return column.kind === 'text' ? '' : '—';
  switch (column.kind) {
    case 'text':
      return String(value);
    case 'seconds':
      return duration(value);
    case 'percent':
      return `${formatNumber(String(value))} %`;
    default:
      return formatNumber(String(value));
  }
}

/** A cell as Excel gets it: numbers stay numbers (talk time in seconds), text stays text. */
export function excelCell(column: ReportColumn, value: ReportCell | undefined): ExportCell | null {
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'text') return { type: String, value: String(value) };
  return { type: Number, value: Number(value), format: column.kind === 'percent' ? '0.0' : '#,##0' };
}

/** The sheet of a report: its rows, then the totals row. */
export async function exportReport(
  i18n: I18n,
  report: ReportDef,
  rows: readonly ReportRow[],
  totals: Record<string, string>,
  period: string,
  totalLabel: string,
): Promise<void> {
  const { saveSheet } = await import('../entity-ui/excel/excel-file.ts');
  const headers = report.columns.map((column) => i18n._(column.label));
  const body = rows.map((row) => report.columns.map((column) => excelCell(column, row[column.id])));
  const sum = report.columns.map((column, index) =>
    index === 0 ? { type: String, value: totalLabel } : excelCell(column, totals[column.id]),
  );
  await saveSheet(headers, [...body, sum], `${report.name}-${period}.xlsx`, i18n._(report.title));
}
