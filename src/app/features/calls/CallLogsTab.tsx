import { msg } from '@lingui/core/macro';
import { callLogs } from '../../../contract/entities/crm/call-logs.entity.ts';
import { relatedTab } from '../crm/tabs/RelatedRecords.tsx';

/** The customer's calls on their profile, newest first, with ways to the full list and to log one. */
export const CallLogsTab = relatedTab({
  entity: callLogs,
  columns: ['ngay_goi', 'huong', 'dien_thoai', 'ma_nv', 'thoi_luong', 'trang_thai', 'ghi_chu'],
  empty: msg`Chưa có cuộc gọi nào với khách hàng.`,
  links: [
    { to: '/crm/call-logs', label: msg`Xem tất cả cuộc gọi của khách hàng` },
    { to: '/crm/call-logs/call', label: msg`Ghi cuộc gọi` },
  ],
});
