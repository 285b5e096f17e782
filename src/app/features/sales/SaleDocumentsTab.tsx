import { msg } from '@lingui/core/macro';
import { bills } from '../../../contract/documents/sales/bills.document.ts';
import { retailOrders } from '../../../contract/documents/sales/retail-orders.document.ts';
import { saleOrders } from '../../../contract/documents/sales/sale-orders.document.ts';
import { services } from '../../../contract/documents/sales/services.document.ts';
import { relatedTab } from '../crm/tabs/RelatedRecords.tsx';

/**
 * The customer's sales documents on their profile (issue 29): each list is the document screen's
 * own list filtered to the customer, and a number opens the document there.
 */

const SALE_COLUMNS = ['so_ct', 'ngay_ct', 't_tt', 't_thanh_toan', 't_con_no', 'ma_nvbh'] as const;

/** Orders and quotes (/sales/sale-orders): what the deposit took. */
export const OrdersTab = relatedTab({
  entity: saleOrders.header,
  columns: ['so_ct', 'ngay_ct', 't_tt', 't_thanh_toan', 'ma_nvbh'],
  empty: msg`Khách hàng chưa có đơn hàng nào.`,
  openBy: 'stt_rec',
});

/** Sales at the cashier (/sales/retail-orders). */
export const RetailOrdersTab = relatedTab({
  entity: retailOrders.header,
  columns: SALE_COLUMNS,
  empty: msg`Khách hàng chưa mua lẻ lần nào.`,
  openBy: 'stt_rec',
});

/** Bills (/sales/bills), with what each still owes. */
export const BillsTab = relatedTab({
  entity: bills.header,
  columns: SALE_COLUMNS,
  empty: msg`Khách hàng chưa có hóa đơn nào.`,
  openBy: 'stt_rec',
});

/** Service slips (/sales/services): the treatments performed. */
export const ServiceSlipsTab = relatedTab({
  entity: services.header,
  columns: SALE_COLUMNS,
  empty: msg`Khách hàng chưa có phiếu dịch vụ nào.`,
  openBy: 'stt_rec',
});
