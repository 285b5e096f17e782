import { describe, expect, it } from 'vitest';
import { employeeReport } from '../../contract/reports/employee.report.ts';
import { thisMonth } from '../../contract/reports/period.ts';
import { targetReport } from '../../contract/reports/target.report.ts';
import { decimalSum, percentOf, reportTotals } from './totals.ts';

describe('report totals', () => {
  it('sums decimal strings exactly, never through a float', () => {
    expect(decimalSum(['0.1', '0.2'])).toBe('0.3');
    expect(decimalSum(['9007199254740993', '1'])).toBe('9007199254740994');
    expect(decimalSum(['1500.50', '-500.5', 3, null])).toBe('1003');
    expect(decimalSum([])).toBe('0');
  });

  it('rounds a percentage to one decimal, half up, and has none for a zero whole', () => {
    expect(percentOf('2', '3')).toBe('66.7');
    expect(percentOf('1', '3')).toBe('33.3');
    expect(percentOf('1', '8')).toBe('12.5');
    expect(percentOf('3', '3')).toBe('100');
    expect(percentOf('0', '3')).toBe('0');
    expect(percentOf('5', '0')).toBeNull();
  });

  it('recomputes a ratio column from its summed parts instead of adding percentages', () => {
    const rows = [
      { ds_mt: '100', ds_tt: '50', ds_pct: '50', goi_mt: 4, goi_tt: 4, goi_pct: '100', lh_mt: 0, lh_tt: 0 },
      { ds_mt: '300', ds_tt: '300', ds_pct: '100', goi_mt: 0, goi_tt: 2, goi_pct: null, lh_mt: 0, lh_tt: 0 },
    ];
    expect(reportTotals(targetReport, rows)).toMatchObject({ ds_mt: '400', ds_tt: '350', ds_pct: '87.5' });
    expect(reportTotals(targetReport, rows).lh_pct).toBe('');
    expect(Object.keys(reportTotals(employeeReport, []))).toEqual([...employeeReport.totals]);
  });

  it('defaults the period to the whole month of the day given', () => {
    expect(thisMonth('2026-02-14')).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(thisMonth('2028-02-01')).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
    expect(thisMonth('2026-12-31')).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
  });
});
