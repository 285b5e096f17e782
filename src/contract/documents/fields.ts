import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { branchField } from '../entities/common.ts';
import { f } from '../entity/fields.ts';

/**
 * The header and line fields of design/documents.md §3, as field sets a declaration spreads and
 * picks from: one name and one kind per field across every document type.
 */

/** Quantities: 4 decimals, up to a billion per line (an absurd quantity is refused, not stored). */
const quantity = (label: MessageDescriptor, o: { required?: boolean; readOnly?: boolean } = {}) =>
  f.number('numeric', label, { precision: 4, min: 0, max: 1_000_000_000, ...o });
const amount = (label: MessageDescriptor) => f.money(label, { min: 0, max: 1e15 });

/** Identity, number, date, status and description of every document. */
export const headerCore = {
  stt_rec: f.code(msg`Mã chứng từ hệ thống`, { max: 40, readOnly: true }),
  ma_dvcs: branchField({ required: true }),
  ma_ct: f.lookup(msg`Loại chứng từ`, 'accounting.vouchers', { required: true, nameAs: 'ten_ct' }),
  so_ct: f.text(msg`Số chứng từ`, { max: 32 }),
  ngay_ct: f.date(msg`Ngày chứng từ`, { required: true }),
  status: f.text(msg`Trạng thái`, { max: 8 }),
  dien_giai: f.text(msg`Diễn giải`, { max: 1000, wide: true }),
};

/** Totals recomputed by the server from the lines (domain/document-totals.ts). */
export const headerTotals = {
  t_so_luong: quantity(msg`Tổng số lượng`, { readOnly: true }),
  t_tien_hang: { ...amount(msg`Tiền hàng`), readOnly: true },
  t_tien_ck: { ...amount(msg`Tiền chiết khấu`), readOnly: true },
  t_tien_thue: { ...amount(msg`Tiền thuế`), readOnly: true },
  t_tt: { ...amount(msg`Tổng thanh toán`), readOnly: true },
};

/** Counterparts: the supplier of purchases and receipts, the customer of sales. */
export const supplierField = f.lookup(msg`Nhà cung cấp`, 'purchases.suppliers');
/** Who sold: one of the salers (sales/salers, employees flagged `la_nvbh`). */
export const salespersonField = f.lookup(msg`Nhân viên bán hàng`, 'sales.salers', { nameAs: 'ten_nvbh' });

/** Line order, item, unit and quantity. */
export const lineItem = {
  line: f.number('int4', msg`Dòng`, { min: 0, max: 100_000 }),
  ma_vt: f.lookup(msg`Mã hàng`, 'stock.products', { required: true }),
  dvt: f.lookup(msg`Đơn vị tính`, 'stock.units', { nameAs: 'ten_dvt' }),
  he_so: f.number('numeric', msg`Hệ số quy đổi`, { precision: 6, min: 0.000001, max: 1_000_000 }),
  so_luong: quantity(msg`Số lượng`, { required: true }),
};

/** Price, discount, VAT and the line's amounts (domain/document-totals.ts). */
export const linePricing = {
  gia: f.number('numeric', msg`Đơn giá`, { precision: 4, min: 0, max: 1e13 }),
  tien_hang: amount(msg`Thành tiền`),
  ty_le_ck: f.number('numeric', msg`Tỷ lệ chiết khấu (%)`, { precision: 4, min: 0, max: 100 }),
  tien_ck: amount(msg`Tiền chiết khấu`),
  ma_thue: f.lookup(msg`Mã thuế`, 'accounting.taxs'),
  tien_thue: amount(msg`Tiền thuế`),
  tien: amount(msg`Tổng tiền`),
};

/** Where stock moves: the warehouse, the receiving one of a transfer, the batch. */
export const lineStock = {
  ma_kho: f.lookup(msg`Kho`, 'stock.warehouses', { required: true }),
  ma_lo: f.code(msg`Số lô`, { max: 32 }),
  ngay_hhsd: f.date(msg`Hạn sử dụng`),
};
export const lineReceivingWarehouse = {
  ma_kho_nhap: f.lookup(msg`Kho nhập`, 'stock.warehouses', { required: true, nameAs: 'ten_kho_nhap' }),
};

export const lineNotes = {
  ma_nv: f.lookup(msg`Nhân viên thực hiện`, 'hr.employees'),
  ghi_chu: f.text(msg`Ghi chú`, { max: 500 }),
};

/** `payments` lines of documents that take or pay money. */
export const paymentFields = {
  line: lineItem.line,
  ma_httt: f.lookup(msg`Hình thức thanh toán`, 'sales.payment-types', { required: true }),
  tien: f.money(msg`Số tiền`, { required: true, min: 0, max: 1e15 }),
  ma_the: f.code(msg`Mã thẻ`, { max: 40 }),
  so_tham_chieu: f.text(msg`Số tham chiếu`, { max: 100 }),
};
