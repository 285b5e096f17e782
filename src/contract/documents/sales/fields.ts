import { msg } from '@lingui/core/macro';
import { f } from '../../entity/fields.ts';
import {
  headerCore,
  headerTotals,
  lineItem,
  lineNotes,
  linePricing,
  lineStock,
  paymentFields,
  salespersonField,
} from '../fields.ts';

/**
 * The fields every sales document shares (issue 29): the customer and salesperson, the bill-level
 * discount and code (domain/sale-pricing.ts), what was paid, the change and the debt left, and
 * lines of goods and services — a service line names who performed it (`ma_nv`) and needs no
 * warehouse.
 */

const readOnlyMoney = (label: Parameters<typeof f.money>[0]) => ({
  ...f.money(label, { min: 0, max: 1e15 }),
  readOnly: true,
});

export const saleHeader = {
  ...headerCore,
  ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners', { nameAs: 'ten_kh' }),
  ma_nvbh: salespersonField,
  ma_the: f.code(msg`Thẻ khách hàng`, { max: 40 }),
  ty_le_ck_hd: f.number('numeric', msg`Chiết khấu hóa đơn (%)`, { precision: 4, min: 0, max: 100 }),
  tien_ck_hd: f.money(msg`Chiết khấu hóa đơn (tiền)`, { min: 0, max: 1e15 }),
  ma_giam_gia: f.lookup(msg`Mã giảm giá`, 'sales.discount-codes', { nameAs: 'ten_giam_gia' }),
  ...headerTotals,
  t_thanh_toan: readOnlyMoney(msg`Khách trả`),
  tien_thoi: readOnlyMoney(msg`Tiền thừa trả khách`),
  t_con_no: readOnlyMoney(msg`Còn nợ`),
};

export const saleLine = {
  ...lineItem,
  ...linePricing,
  /** Sent by the client as the pricing function shares it; the sales rules check it. */
  tien_ck_pb: f.money(msg`Chiết khấu hóa đơn phân bổ`, { min: 0, max: 1e15 }),
  ma_kho: f.lookup(msg`Kho`, 'stock.warehouses'),
  ma_lo: lineStock.ma_lo,
  ma_nv: lineNotes.ma_nv,
  ghi_chu: lineNotes.ghi_chu,
};

/** Split payments (cash, transfer, card, e-wallet…): Σ tien is what the customer handed over. */
export const saleLines = {
  details: { fields: saleLine },
  payments: { fields: paymentFields, maxLines: 20 },
};

export const SALE_LIST_COLUMNS = [
  'so_ct',
  'ngay_ct',
  'ma_kh',
  'ma_nvbh',
  't_tien_hang',
  't_tien_ck',
  't_tt',
  't_thanh_toan',
  't_con_no',
  'status',
  'ma_dvcs',
] as const;

export const SALE_SEARCH = ['so_ct', 'dien_giai', 'ma_kh', 'ma_the'] as const;
