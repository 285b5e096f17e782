import { msg } from '@lingui/core/macro';
import { defineReport } from './define.ts';

/** New customers per source and what they bought in the period (docs/reports.md). */
export const marketingReport = defineReport({
  name: 'marketing',
  menuId: 'crm.reports-marketing',
  title: msg`Báo cáo marketing`,
  description: msg`Khách hàng mới theo nguồn và doanh số thuần của chính những khách hàng đó trong kỳ.`,
  category: 'ten_nguon',
  columns: [
    { id: 'ma_nguon', label: msg`Mã nguồn`, kind: 'text' },
    { id: 'ten_nguon', label: msg`Nguồn khách hàng`, kind: 'text' },
    { id: 'kh_moi', label: msg`Khách hàng mới`, kind: 'count' },
    { id: 'kh_mua', label: msg`Khách đã mua`, kind: 'count' },
    { id: 'ty_le_mua', label: msg`% khách đã mua`, kind: 'percent' },
    { id: 'doanh_so', label: msg`Doanh số thuần`, kind: 'money' },
  ],
  totals: ['kh_moi', 'kh_mua', 'ty_le_mua', 'doanh_so'],
  ratios: { ty_le_mua: ['kh_mua', 'kh_moi'] },
  chart: ['kh_moi', 'kh_mua'],
});
