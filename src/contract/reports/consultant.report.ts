import { msg } from '@lingui/core/macro';
import { defineReport } from './define.ts';

/** Per staff member performing appointments (tasks.ma_nv) in the period (docs/reports.md). */
export const consultantReport = defineReport({
  name: 'consultant',
  menuId: 'crm.reports-consultant',
  title: msg`Báo cáo tư vấn`,
  description: msg`Lịch hẹn do từng nhân viên thực hiện trong kỳ: hoàn thành, hủy, không đến, số khách và số giờ.`,
  category: 'ten_nv',
  columns: [
    { id: 'ma_nv', label: msg`Mã nhân viên`, kind: 'text' },
    { id: 'ten_nv', label: msg`Nhân viên thực hiện`, kind: 'text' },
    { id: 'lich_hen', label: msg`Lịch hẹn`, kind: 'count' },
    { id: 'hoan_thanh', label: msg`Hoàn thành`, kind: 'count' },
    { id: 'da_huy', label: msg`Đã hủy`, kind: 'count' },
    { id: 'khong_den', label: msg`Khách không đến`, kind: 'count' },
    { id: 'ty_le_xong', label: msg`% hoàn thành`, kind: 'percent' },
    { id: 'khach', label: msg`Số khách`, kind: 'count' },
    { id: 'thoi_gian', label: msg`Thời gian hẹn`, kind: 'seconds' },
  ],
  totals: ['lich_hen', 'hoan_thanh', 'da_huy', 'khong_den', 'ty_le_xong', 'thoi_gian'],
  ratios: { ty_le_xong: ['hoan_thanh', 'lich_hen'] },
  chart: ['lich_hen', 'hoan_thanh'],
});
