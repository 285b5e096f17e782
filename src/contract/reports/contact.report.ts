import { msg } from '@lingui/core/macro';
import { defineReport } from './define.ts';

/** Page duty: the contacts each employee took in and how many became visits (docs/reports.md). */
export const contactReport = defineReport({
  name: 'contact',
  menuId: 'crm.reports-contact',
  title: msg`Báo cáo trực page`,
  description: msg`Khách hàng mới mỗi nhân viên tiếp nhận trong kỳ, số khách đã đặt lịch và số khách đã đến.`,
  category: 'ten_nv',
  columns: [
    { id: 'ma_nv', label: msg`Mã nhân viên`, kind: 'text' },
    { id: 'ten_nv', label: msg`Nhân viên`, kind: 'text' },
    { id: 'kh_moi', label: msg`Khách hàng mới`, kind: 'count' },
    { id: 'goi_den', label: msg`Cuộc gọi đến`, kind: 'count' },
    { id: 'dat_lich', label: msg`Khách đã đặt lịch`, kind: 'count' },
    { id: 'ty_le_dat', label: msg`% đặt lịch`, kind: 'percent' },
    { id: 'da_den', label: msg`Khách đã đến`, kind: 'count' },
    { id: 'ty_le_den', label: msg`% đã đến`, kind: 'percent' },
  ],
  totals: ['kh_moi', 'goi_den', 'dat_lich', 'ty_le_dat', 'da_den', 'ty_le_den'],
  ratios: { ty_le_dat: ['dat_lich', 'kh_moi'], ty_le_den: ['da_den', 'kh_moi'] },
  chart: ['kh_moi', 'dat_lich', 'da_den'],
});
