import { msg } from '@lingui/core/macro';
import { tickets } from '../../../contract/entities/crm/tickets.entity.ts';
import { relatedTab } from '../crm/tabs/RelatedRecords.tsx';

/** The customer's work tickets on their profile, latest due first, with a way to the full list. */
export const TicketsTab = relatedTab({
  entity: tickets,
  columns: ['so_phieu', 'tieu_de', 'ma_nv', 'uu_tien', 'han_chot', 'trang_thai'],
  empty: msg`Khách hàng chưa có phiếu công việc nào.`,
  links: [{ to: '/crm/tickets', label: msg`Xem tất cả phiếu công việc của khách hàng` }],
});
