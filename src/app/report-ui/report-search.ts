import type { ReportParams } from '../../contract/reports/define.ts';
import { thisMonth } from '../../contract/reports/period.ts';
import { businessToday } from '../entity-ui/excel/today.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The page's parameters from its URL: a missing or malformed period becomes this month. */
export function reportSearch(search: Record<string, unknown>): ReportParams {
  const month = thisMonth(businessToday());
  const from = text(search.fromDate);
  const to = text(search.toDate);
  return {
    fromDate: from && DAY.test(from) ? from : month.fromDate,
    toDate: to && DAY.test(to) ? to : month.toDate,
    ma_dvcs: text(search.ma_dvcs),
    ma_nv: text(search.ma_nv),
  };
}
