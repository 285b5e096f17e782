import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { perEmployeeSql } from './per-employee.ts';

/**
 * Per employee over the period's call logs: the days they called on, the calls, the distinct
 * customers reached (matched customer, else the phone digits), the answered calls (duration above
 * zero) and the calls that led to an appointment (ma_lh). Percentages are added by the route.
 */
export const telesaleKpisSql = perEmployeeSql(
  { table: 'crm_call_logs', alias: 'c', dateColumn: 'ngay_goi' },
  sql`COUNT(DISTINCT (c.ngay_goi AT TIME ZONE ${BUSINESS_TIME_ZONE})::date)::int AS ngay_goi,
      COUNT(*)::int AS tong,
      COUNT(DISTINCT COALESCE(c.ma_kh, c.dien_thoai))::int AS khach,
      (COUNT(*) FILTER (WHERE c.thoi_luong > 0))::int AS nghe_may,
      (COUNT(*) FILTER (WHERE c.ma_lh IS NOT NULL))::int AS ra_lich,
      COALESCE(SUM(c.thoi_luong), 0)::int AS thoi_luong`,
);
