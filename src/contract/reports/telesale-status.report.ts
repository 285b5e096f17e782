import { msg } from '@lingui/core/macro';
import { defineReport } from './define.ts';

/** Calls per result (dictionary ket_qua_goi) in the period (docs/reports.md). */
export const telesaleStatusReport = defineReport({
  name: 'telesale-status',
  menuId: 'crm.reports-telesale-status',
  title: msg`Trạng thái telesale`,
  description: msg`Cuộc gọi trong kỳ theo kết quả: số cuộc, chiều gọi và thời gian gọi.`,
  category: 'ten_kq',
  columns: [
    { id: 'trang_thai', label: msg`Mã kết quả`, kind: 'text' },
    { id: 'ten_kq', label: msg`Kết quả`, kind: 'text' },
    { id: 'tong', label: msg`Tổng cuộc gọi`, kind: 'count' },
    { id: 'goi_di', label: msg`Gọi đi`, kind: 'count' },
    { id: 'goi_den', label: msg`Gọi đến`, kind: 'count' },
    { id: 'nhan_vien', label: msg`Số nhân viên`, kind: 'count' },
    { id: 'thoi_luong', label: msg`Thời gian gọi`, kind: 'seconds' },
  ],
  totals: ['tong', 'goi_di', 'goi_den', 'thoi_luong'],
  chart: ['tong'],
});
