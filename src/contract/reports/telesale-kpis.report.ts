import { msg } from '@lingui/core/macro';
import { defineReport } from './define.ts';

/** Per employee: the telesale ratios of the period (docs/reports.md). */
export const telesaleKpisReport = defineReport({
  name: 'telesale-kpis',
  menuId: 'crm.reports-telesale-kpis',
  title: msg`KPI telesale`,
  description: msg`Chỉ số telesale của từng nhân viên: số ngày gọi, khách đã gọi, tỷ lệ nghe máy và tỷ lệ ra lịch hẹn.`,
  category: 'ten_nv',
  columns: [
    { id: 'ma_nv', label: msg`Mã nhân viên`, kind: 'text' },
    { id: 'ten_nv', label: msg`Nhân viên`, kind: 'text' },
    { id: 'ngay_goi', label: msg`Số ngày có gọi`, kind: 'count' },
    { id: 'tong', label: msg`Tổng cuộc gọi`, kind: 'count' },
    { id: 'khach', label: msg`Số khách đã gọi`, kind: 'count' },
    { id: 'nghe_may', label: msg`Có nghe máy`, kind: 'count' },
    { id: 'ty_le_nghe', label: msg`% nghe máy`, kind: 'percent' },
    { id: 'ra_lich', label: msg`Ra lịch hẹn`, kind: 'count' },
    { id: 'ty_le_lich', label: msg`% ra lịch hẹn`, kind: 'percent' },
    { id: 'thoi_luong', label: msg`Thời gian gọi`, kind: 'seconds' },
  ],
  totals: ['tong', 'khach', 'nghe_may', 'ty_le_nghe', 'ra_lich', 'ty_le_lich', 'thoi_luong'],
  ratios: { ty_le_nghe: ['nghe_may', 'tong'], ty_le_lich: ['ra_lich', 'tong'] },
  chart: ['ty_le_nghe', 'ty_le_lich'],
});
