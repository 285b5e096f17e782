import { msg } from '@lingui/core/macro';
import { defineReport } from './define.ts';

/** Work tickets due in the period, per assignee and status, with the overdue ones (docs/reports.md). */
export const todoReport = defineReport({
  name: 'todo',
  menuId: 'crm.reports-todo',
  title: msg`Báo cáo công việc`,
  description: msg`Phiếu công việc có hạn chót trong kỳ theo người thực hiện và trạng thái, kèm số phiếu quá hạn.`,
  category: 'ten_nv',
  columns: [
    { id: 'ma_nv', label: msg`Mã nhân viên`, kind: 'text' },
    { id: 'ten_nv', label: msg`Người thực hiện`, kind: 'text' },
    { id: 'moi', label: msg`Mới`, kind: 'count' },
    { id: 'dang_lam', label: msg`Đang làm`, kind: 'count' },
    { id: 'hoan_thanh', label: msg`Hoàn thành`, kind: 'count' },
    { id: 'da_huy', label: msg`Đã hủy`, kind: 'count' },
    { id: 'tong', label: msg`Tổng số phiếu`, kind: 'count' },
    { id: 'qua_han', label: msg`Quá hạn`, kind: 'count' },
  ],
  totals: ['moi', 'dang_lam', 'hoan_thanh', 'da_huy', 'tong', 'qua_han'],
  chart: ['tong', 'qua_han'],
});
