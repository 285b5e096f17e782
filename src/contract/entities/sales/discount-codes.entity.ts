import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField, codeAndName, notesField, statusField } from '../common.ts';

/**
 * Discount codes (mã giảm giá) a customer gives at the cashier: a percentage (capped by
 * `tien_ck_toi_da`) or a fixed amount, on bills of at least `tien_don_toi_thieu`, within the
 * validity dates and the number of uses. No branch means every branch.
 */
export const discountCodes = defineEntity({
  name: 'sales.discount-codes',
  title: msg`Mã giảm giá`,
  one: msg`mã giảm giá`,
  fields: {
    ...codeAndName(['ma_giam_gia', msg`Mã`, 32], ['ten_giam_gia', msg`Tên chương trình`]),
    loai_giam: f.enum(
      msg`Kiểu giảm`,
      [
        [1, msg`Theo phần trăm`],
        [2, msg`Theo số tiền`],
      ],
      { required: true, default: 1 },
    ),
    ty_le_ck: f.number('numeric', msg`Phần trăm giảm`, { precision: 2, min: 0, max: 100 }),
    tien_ck: f.money(msg`Số tiền giảm`, { min: 0 }),
    tien_ck_toi_da: f.money(msg`Giảm tối đa`, { min: 0 }),
    tien_don_toi_thieu: f.money(msg`Giá trị đơn tối thiểu`, { min: 0 }),
    ngay_hl_tu: f.date(msg`Hiệu lực từ ngày`, { required: true }),
    ngay_hl_den: f.date(msg`Hiệu lực đến ngày`),
    so_lan_toi_da: f.number('int4', msg`Số lần dùng tối đa`, { min: 0 }),
    so_lan_da_dung: f.number('int4', msg`Số lần đã dùng`, { readOnly: true }),
    ma_dvcs: branchField(),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_giam_gia',
  list: {
    columns: [
      'ma_giam_gia',
      'ten_giam_gia',
      'loai_giam',
      'ty_le_ck',
      'tien_ck',
      'ngay_hl_tu',
      'ngay_hl_den',
      'so_lan_da_dung',
      'status',
    ],
  },
  filters: ['loai_giam', 'ma_dvcs', 'status'],
  dateField: 'ngay_hl_tu',
});
