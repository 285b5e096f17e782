import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, orderField, statusField } from '../common.ts';

/**
 * Payment types (hình thức thanh toán, FAST `ma_httt`) offered at the cashier: cash, bank
 * transfer, card, e-wallet… `loai` tells the cashier how to treat one; `tk` is the ledger account
 * (111 cash, 112 bank) its receipts post to.
 */
export const paymentTypes = defineEntity({
  name: 'sales.payment-types',
  title: msg`Hình thức thanh toán`,
  one: msg`hình thức thanh toán`,
  fields: {
    ...codeAndName(['ma_httt', msg`Mã hình thức`], ['ten_httt', msg`Tên hình thức`], 'ten_httt2'),
    loai: f.enum(
      msg`Loại`,
      [
        ['tien_mat', msg`Tiền mặt`],
        ['chuyen_khoan', msg`Chuyển khoản`],
        ['the', msg`Thẻ ngân hàng`],
        ['vi_dien_tu', msg`Ví điện tử`],
        ['the_tra_truoc', msg`Thẻ trả trước`],
        ['khac', msg`Khác`],
      ],
      { required: true },
    ),
    tk: f.code(msg`Tài khoản hạch toán`, { max: 16 }),
    ngan_hang: f.text(msg`Ngân hàng`, { max: 200 }),
    so_tai_khoan: f.text(msg`Số tài khoản`, { max: 50 }),
    chu_tai_khoan: f.text(msg`Chủ tài khoản`, { max: 200 }),
    ty_le_phi: f.number('numeric', msg`Phí giao dịch (%)`, { precision: 2, min: 0, max: 100 }),
    order: orderField(),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_httt',
  list: {
    columns: ['ma_httt', 'ten_httt', 'loai', 'tk', 'ngan_hang', 'so_tai_khoan', 'order', 'status'],
    sort: ['order', 'asc'],
  },
  search: ['ma_httt', 'ten_httt', 'ngan_hang', 'so_tai_khoan'],
  filters: ['loai', 'status'],
});
