import { type ReportParams, reportAnswerSchema } from '../../contract/reports/define.ts';
import { apiGet } from '../data/api.ts';

/** GET /api/<module>/reports/<name> with the page's parameters (empty ones left out). */
export function fetchReport(module: string, name: string, params: ReportParams, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return apiGet(`${module}/reports/${name}?${query}`, reportAnswerSchema, { signal });
}
