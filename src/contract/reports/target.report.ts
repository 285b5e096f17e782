import { msg } from '@lingui/core/macro';
import { defineReport } from './define.ts';

/** Per employee: the months' targets beside what the period reached (docs/reports.md). */
export const targetReport = defineReport({
  name: 'target',
  menuId: 'crm.reports-target',
  title: msg`Báo cáo mục tiêu`,
  description: msg`Mục tiêu doanh số, cuộc gọi và lịch hẹn của từng nhân viên so với thực tế trong kỳ.`,
  category: 'ten_nv',
  columns: [
    { id: 'ma_nv', label: msg`Mã nhân viên`, kind: 'text' },
    { id: 'ten_nv', label: msg`Nhân viên`, kind: 'text' },
    { id: 'ds_mt', label: msg`Doanh số mục tiêu`, kind: 'money' },
    { id: 'ds_tt', label: msg`Doanh số thực tế`, kind: 'money' },
    { id: 'ds_pct', label: msg`% doanh số`, kind: 'percent' },
    { id: 'goi_mt', label: msg`Cuộc gọi mục tiêu`, kind: 'count' },
    { id: 'goi_tt', label: msg`Cuộc gọi thực tế`, kind: 'count' },
    { id: 'goi_pct', label: msg`% cuộc gọi`, kind: 'percent' },
    { id: 'lh_mt', label: msg`Lịch hẹn mục tiêu`, kind: 'count' },
    { id: 'lh_tt', label: msg`Lịch hẹn thực tế`, kind: 'count' },
    { id: 'lh_pct', label: msg`% lịch hẹn`, kind: 'percent' },
  ],
  totals: ['ds_mt', 'ds_tt', 'ds_pct', 'goi_mt', 'goi_tt', 'goi_pct', 'lh_mt', 'lh_tt', 'lh_pct'],
  ratios: { ds_pct: ['ds_tt', 'ds_mt'], goi_pct: ['goi_tt', 'goi_mt'], lh_pct: ['lh_tt', 'lh_mt'] },
  chart: ['ds_pct', 'goi_pct', 'lh_pct'],
});
