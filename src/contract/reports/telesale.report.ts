import { msg } from '@lingui/core/macro';
import { defineReport } from './define.ts';

/** Calls per employee by direction and outcome (docs/reports.md). */
export const telesaleReport = defineReport({
  name: 'telesale',
  menuId: 'crm.reports-telesale',
  title: msg`Báo cáo telesale`,
  description: msg`Cuộc gọi của từng nhân viên theo chiều gọi và kết quả nghe máy trong kỳ.`,
  category: 'ten_nv',
  columns: [
    { id: 'ma_nv', label: msg`Mã nhân viên`, kind: 'text' },
    { id: 'ten_nv', label: msg`Nhân viên`, kind: 'text' },
    { id: 'goi_di', label: msg`Gọi đi`, kind: 'count' },
    { id: 'goi_den', label: msg`Gọi đến`, kind: 'count' },
    { id: 'tong', label: msg`Tổng cuộc gọi`, kind: 'count' },
    { id: 'nghe_may', label: msg`Có nghe máy`, kind: 'count' },
    { id: 'ty_le_nghe', label: msg`% nghe máy`, kind: 'percent' },
    { id: 'co_lich_hen', label: msg`Có lịch hẹn tiếp theo`, kind: 'count' },
    { id: 'thoi_luong', label: msg`Thời gian gọi`, kind: 'seconds' },
  ],
  totals: ['goi_di', 'goi_den', 'tong', 'nghe_may', 'ty_le_nghe', 'co_lich_hen', 'thoi_luong'],
  ratios: { ty_le_nghe: ['nghe_may', 'tong'] },
  chart: ['goi_di', 'goi_den'],
});
