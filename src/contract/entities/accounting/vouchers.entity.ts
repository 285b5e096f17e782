import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField } from '../common.ts';

/**
 * Voucher types (loại chứng từ, `ma_ct`): the kinds of documents the modules issue, with their
 * numbering prefix and default accounts. Voucher locks and voucher infos refer to them by `ma_ct`.
 */
export const vouchers = defineEntity({
  name: 'accounting.vouchers',
  title: msg`Loại chứng từ`,
  one: msg`loại chứng từ`,
  fields: {
    ...codeAndName(['ma_ct', msg`Mã chứng từ`, 8], ['ten_ct', msg`Tên chứng từ`], 'ten_ct2'),
    phan_he: f.enum(
      msg`Phân hệ`,
      [
        ['SO', msg`Bán hàng`],
        ['PO', msg`Mua hàng`],
        ['IN', msg`Kho`],
        ['CA', msg`Tiền mặt, tiền gửi`],
        ['GL', msg`Tổng hợp`],
      ],
      { required: true },
    ),
    tien_to: f.code(msg`Tiền tố số chứng từ`, { max: 8 }),
    so_chu_so: f.number('int2', msg`Số chữ số của số chứng từ`, { min: 1, max: 12, default: 6 }),
    tk_no: f.lookup(msg`Tài khoản Nợ mặc định`, 'accounting.accounts', { nameAs: 'ten_tk_no' }),
    tk_co: f.lookup(msg`Tài khoản Có mặc định`, 'accounting.accounts', { nameAs: 'ten_tk_co' }),
    stt: f.number('int4', msg`Thứ tự hiển thị`, { min: 0 }),
    status: inUseField(),
  },
  key: 'ma_ct',
  list: {
    columns: ['ma_ct', 'ten_ct', 'phan_he', 'tien_to', 'tk_no', 'tk_co', 'status'],
    sort: ['stt', 'asc'],
  },
  filters: ['phan_he', 'status'],
  rules: [{ rule: 'duplicate', field: 'tk_co', other: 'tk_no' }],
});
