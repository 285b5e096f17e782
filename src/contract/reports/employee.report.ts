import { msg } from '@lingui/core/macro';
import { defineReport } from './define.ts';

/** Per employee over the period: appointments, calls, new customers and net sales (docs/reports.md). */
export const employeeReport = defineReport({
  name: 'employee',
  menuId: 'crm.reports-employee',
  title: msg`Báo cáo theo nhân viên`,
  description: msg`Lịch hẹn, cuộc gọi, khách hàng mới và doanh số thuần của từng nhân viên trong kỳ.`,
  category: 'ten_nv',
  columns: [
    { id: 'ma_nv', label: msg`Mã nhân viên`, kind: 'text' },
    { id: 'ten_nv', label: msg`Nhân viên`, kind: 'text' },
    { id: 'lh_dat', label: msg`Lịch hẹn đã đặt`, kind: 'count' },
    { id: 'lh_xong', label: msg`Lịch hẹn hoàn thành`, kind: 'count' },
    { id: 'lh_vang', label: msg`Khách không đến`, kind: 'count' },
    { id: 'cuoc_goi', label: msg`Cuộc gọi đi`, kind: 'count' },
    { id: 'thoi_luong', label: msg`Thời gian gọi`, kind: 'seconds' },
    { id: 'kh_moi', label: msg`Khách hàng mới`, kind: 'count' },
    { id: 'doanh_so', label: msg`Doanh số thuần`, kind: 'money' },
  ],
  totals: ['lh_dat', 'lh_xong', 'lh_vang', 'cuoc_goi', 'thoi_luong', 'kh_moi', 'doanh_so'],
  chart: ['lh_dat', 'cuoc_goi'],
});
