import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';

/**
 * The report framework's contract: a report is one declaration (its name, path, menu id, columns,
 * totals and chart) answered by one SQL on the server (src/server/reports) and drawn by one page on
 * the client (src/app/report-ui). Every report takes the same parameters, kept in the page's URL.
 */

/** How a column's values read: counts and seconds are integers, money and percent decimal strings. */
export type ReportColumnKind = 'text' | 'count' | 'money' | 'percent' | 'seconds';

export interface ReportColumn {
  id: string;
  label: MessageDescriptor;
  kind: ReportColumnKind;
}

export interface ReportDef {
  /** The URL segment: /crm/reports/<name> on screen, /api/crm/reports/<name> on the API. */
  name: string;
  menuId: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  columns: readonly ReportColumn[];
  /** The column naming each row (the chart's categories). */
  category: string;
  /** Columns summed in the totals row (a percent is recomputed from its parts, see `ratio`). */
  totals: readonly string[];
  /** A percent column recomputed on the totals row as 100 × part / whole. */
  ratios?: Readonly<Record<string, readonly [part: string, whole: string]>>;
  /** Columns drawn on the chart: the first as bars, the others as lines. */
  chart: readonly string[];
}

export function defineReport<const R extends ReportDef>(report: R): R {
  return report;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(DAY, 'Ngày phải có dạng YYYY-MM-DD');
const code = z
  .string()
  .trim()
  .max(32)
  .optional()
  .transform((value) => value || undefined);

/** Every report's parameters: the period (both ends included), a branch, an employee. */
export const reportParamsSchema = z
  .object({ fromDate: day, toDate: day, ma_dvcs: code, ma_nv: code })
  // Only two well-formed days are compared: a malformed one is already named by its own field.
  .refine(
    (params) => !DAY.test(params.toDate) || !DAY.test(params.fromDate) || params.fromDate <= params.toDate,
    {
      path: ['toDate'],
      message: 'Đến ngày không được trước Từ ngày',
    },
  );
export type ReportParams = z.infer<typeof reportParamsSchema>;

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

export const reportAnswerSchema = z.object({
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** Each total column's sum as a decimal string (percent columns recomputed). */
  totals: z.record(z.string(), z.string()),
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;
