import type { DocumentType } from './define.ts';
import { domesticOrders } from './purchases/domestic-orders.document.ts';
import { bills } from './sales/bills.document.ts';
import { giftOrders } from './sales/gift-orders.document.ts';
import { invoiceOrders } from './sales/invoice-orders.document.ts';
import { retailOrders } from './sales/retail-orders.document.ts';
import { returns } from './sales/returns.document.ts';
import { saleOrders } from './sales/sale-orders.document.ts';
import { services } from './sales/services.document.ts';
import { deliveryOrders } from './stock/delivery-orders.document.ts';
import { receiptOrders } from './stock/receipt-orders.document.ts';
import { transferOrders } from './stock/transfer-orders.document.ts';

/**
 * Every declared document type. The server derives tables, routes and posting from this list,
 * the client its list and master-detail screens; a new type is one declaration and one line here.
 */
export const documents = [
  receiptOrders,
  deliveryOrders,
  transferOrders,
  domesticOrders,
  saleOrders,
  retailOrders,
  bills,
  services,
  giftOrders,
  returns,
  invoiceOrders,
] as const satisfies readonly DocumentType[];

const byPath = new Map<string, DocumentType>(documents.map((document) => [document.path, document]));

export function documentByPath(path: string): DocumentType | undefined {
  return byPath.get(path);
}

/** The document type issuing a voucher type (ma_ct), if any. */
export function documentOfVoucher(maCt: string): DocumentType | undefined {
  return documents.find((document) => document.voucherTypes.some((v) => v.ma_ct === maCt));
}
