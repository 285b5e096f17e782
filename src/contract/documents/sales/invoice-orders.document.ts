import { msg } from '@lingui/core/macro';
import { f } from '../../entity/fields.ts';
import { defineDocument, voucherType } from '../define.ts';
import { headerCore, headerTotals, lineItem } from '../fields.ts';
import { NO_LEDGER_ROWS } from '../ledger.ts';
import { POSTED, type StatusDef, standardStatuses } from '../statuses.ts';

/**
 * Đơn xuất hóa đơn (issue 29, e-invoices): one or several bills (/sales/bills) of one customer to
 * invoice together, with the buyer's tax details. It moves no ledger (the bills posted the sale);
 * /sales/invoice-publish issues it as an e-invoice (Decree 123/2020, Circular 78/2021) and keeps the
 * provider's answer in the `hd_*` columns, which only the publish routes write (read-only here).
 */

/** What happened to the e-invoice of an order (`hd_trang_thai`); empty: not issued. */
export const EINVOICE_STATE = {
  /** The request went out with its client key and no answer came back: retried with the same key. */
  SENDING: 'dang_gui',
  PUBLISHED: 'da_phat_hanh',
  CANCELLED: 'da_huy',
  /** A published invoice another order's invoice replaced. */
  REPLACED: 'bi_thay_the',
} as const;

export type EinvoiceState = (typeof EINVOICE_STATE)[keyof typeof EINVOICE_STATE] | '';

/** States in which the order still holds its bills (its invoice stands or may stand). */
export function holdsBills(status: unknown, state: unknown): boolean {
  return String(status) !== '9' && state !== EINVOICE_STATE.CANCELLED && state !== EINVOICE_STATE.REPLACED;
}

/** An order whose e-invoice was sent or issued is the provider's record: no edit, no status change. */
export const frozenOrder = msg`Đơn đã gửi phát hành hóa đơn điện tử: không sửa, không xóa, không đổi trạng thái được`;

const readOnly = <T extends object>(field: T) => ({ ...field, readOnly: true as const });

/** Approved ('2') means ready to publish; nothing is posted. */
const orderStatuses: StatusDef[] = standardStatuses().map((status) =>
  status.status === POSTED
    ? { ...status, ten_tt: 'Chờ phát hành', ten_tt2: 'To publish', ghi_so: false }
    : status,
);

export const invoiceOrders = defineDocument({
  name: 'sales.invoice-orders',
  table: 'sales_invoice_orders',
  title: msg`Đơn xuất hóa đơn`,
  one: msg`đơn xuất hóa đơn`,
  header: {
    ...headerCore,
    ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners', { nameAs: 'ten_kh' }),
    ma_so_thue: f.code(msg`Mã số thuế người mua`, { max: 14 }),
    ten_dv: f.text(msg`Tên đơn vị mua`, { max: 400, wide: true }),
    nguoi_mua: f.text(msg`Người mua hàng`, { max: 100 }),
    dia_chi: f.text(msg`Địa chỉ người mua`, { max: 400, wide: true }),
    email: f.email(msg`Email nhận hóa đơn`),
    ht_tt: f.text(msg`Hình thức thanh toán`, { max: 50 }),
    t_tien_hang: headerTotals.t_tien_hang,
    t_tien_ck: headerTotals.t_tien_ck,
    t_tien_thue: headerTotals.t_tien_thue,
    t_tt: headerTotals.t_tt,
    stt_rec_goc: f.text(msg`Thay thế hóa đơn của đơn`, { max: 40 }),
    ly_do: f.text(msg`Lý do thay thế`, { max: 500, wide: true }),
    hd_trang_thai: readOnly(f.text(msg`Trạng thái hóa đơn điện tử`, { max: 16 })),
    hd_khoa: readOnly(f.code(msg`Mã yêu cầu phát hành`, { max: 40 })),
    hd_mau_so: readOnly(f.text(msg`Mẫu số`, { max: 16 })),
    hd_ky_hieu: readOnly(f.text(msg`Ký hiệu`, { max: 16 })),
    hd_so: readOnly(f.text(msg`Số hóa đơn`, { max: 16 })),
    hd_ma_tra_cuu: readOnly(f.text(msg`Mã tra cứu`, { max: 64 })),
    hd_ngay: readOnly(f.date(msg`Ngày hóa đơn`)),
    hd_loi: readOnly(f.text(msg`Lỗi phát hành`, { max: 1000, wide: true })),
    hd_ly_do_huy: readOnly(f.text(msg`Lý do hủy`, { max: 500 })),
    hd_xml: readOnly(f.text(msg`Dữ liệu hóa đơn (XML)`)),
  },
  lines: {
    details: {
      fields: {
        line: lineItem.line,
        stt_rec_hd: f.text(msg`Phiếu thu bán hàng`, { required: true, max: 40 }),
        so_ct_hd: readOnly(f.text(msg`Số phiếu`, { max: 32 })),
        ngay_ct_hd: readOnly(f.date(msg`Ngày phiếu`)),
        t_tien_hang: headerTotals.t_tien_hang,
        t_tien_ck: headerTotals.t_tien_ck,
        t_tien_thue: headerTotals.t_tien_thue,
        t_tt: headerTotals.t_tt,
      },
      maxLines: 200,
    },
  },
  voucherTypes: [voucherType('HDD', ['Đơn xuất hóa đơn điện tử', 'E-invoice order'], 'SO', 'XHD')],
  statuses: orderStatuses,
  initialStatus: POSTED,
  list: {
    columns: [
      'so_ct',
      'ngay_ct',
      'ma_kh',
      'ten_dv',
      'ma_so_thue',
      't_tt',
      'status',
      'hd_trang_thai',
      'hd_so',
      'hd_ma_tra_cuu',
      'ma_dvcs',
    ],
  },
  search: ['so_ct', 'dien_giai', 'ma_kh', 'ten_dv', 'ma_so_thue', 'hd_so'],
  filters: ['ma_ct', 'status', 'ma_kh', 'hd_trang_thai'],
  // The publish screen reads the orders it issues with its own right, as approve screens do.
  approveMenuId: 'sales.invoice-publish',
  frozen: (header) => (header.hd_trang_thai ? frozenOrder : undefined),
  post: () => NO_LEDGER_ROWS,
});
