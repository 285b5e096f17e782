import { msg } from '@lingui/core/macro';
import { tasks } from '../../../contract/entities/crm/tasks.entity.ts';
import { relatedTab } from '../crm/tabs/RelatedRecords.tsx';

/** The customer's appointments on their profile, newest first, with a way to their full list. */
export const AppointmentsTab = relatedTab({
  entity: tasks,
  columns: ['ma_lh', 'ngay_bd', 'ma_loai', 'ma_nv', 'ma_phong', 'trang_thai'],
  empty: msg`Khách hàng chưa có lịch hẹn nào.`,
  links: [{ to: '/crm/partner-tasks', label: msg`Xem tất cả lịch hẹn của khách hàng` }],
});
