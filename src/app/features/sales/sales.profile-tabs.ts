import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { registerProfileTab } from '../crm/profile-tabs.ts';

/** The sales documents' tabs of the customer profile, each behind its screen's read right. */
const load = () => import('./SaleDocumentsTab.tsx');
type SaleTab = keyof Awaited<ReturnType<typeof load>>;

/** Each tab: its id (?tab=), title, place among the tabs, the screen's right, its component. */
const SALE_TABS: [id: string, title: MessageDescriptor, order: number, menuId: string, tab: SaleTab][] = [
  ['orders', msg`Đơn hàng`, 20, 'sales.sale-orders', 'OrdersTab'],
  ['retail-orders', msg`Bán lẻ`, 21, 'sales.retail-orders', 'RetailOrdersTab'],
  ['bills', msg`Hóa đơn`, 22, 'sales.bills', 'BillsTab'],
  ['service-slips', msg`Phiếu dịch vụ`, 23, 'sales.services', 'ServiceSlipsTab'],
];

for (const [id, title, order, menuId, tab] of SALE_TABS)
  registerProfileTab({ id, title, order, requires: { menuId }, load: () => load().then((m) => m[tab]) });
