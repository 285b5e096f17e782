import { msg } from '@lingui/core/macro';
import { registerProfileTab } from '../crm/profile-tabs.ts';

/** The sales documents' tabs of the customer profile, each behind its screen's read right. */
const load = () => import('./SaleDocumentsTab.tsx');

registerProfileTab({
  id: 'orders',
  title: msg`Đơn hàng`,
  order: 20,
  requires: { menuId: 'sales.sale-orders' },
  load: () => load().then((m) => m.OrdersTab),
});
registerProfileTab({
  id: 'retail-orders',
  title: msg`Bán lẻ`,
  order: 21,
  requires: { menuId: 'sales.retail-orders' },
  load: () => load().then((m) => m.RetailOrdersTab),
});
registerProfileTab({
  id: 'bills',
  title: msg`Hóa đơn`,
  order: 22,
  requires: { menuId: 'sales.bills' },
  load: () => load().then((m) => m.BillsTab),
});
registerProfileTab({
  id: 'service-slips',
  title: msg`Phiếu dịch vụ`,
  order: 23,
  requires: { menuId: 'sales.services' },
  load: () => load().then((m) => m.ServiceSlipsTab),
});
