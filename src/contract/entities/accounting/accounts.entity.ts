import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { inUseField } from '../common.ts';

/**
 * The chart of accounts (hệ thống tài khoản), seeded for every tenant from Circular
 * 200/2014/TT-BTC (server/db/seed/chart-of-accounts.data.ts). `tk_me` is the parent account;
 * `cap` its depth (1 for the three-digit accounts).
 */
export const accounts = defineEntity({
  name: 'accounting.accounts',
  title: msg`Hệ thống tài khoản`,
  one: msg`tài khoản`,
  fields: {
    tk: f.code(msg`Số tài khoản`, { required: true, max: 16 }),
    ten_tk: f.text(msg`Tên tài khoản`, { required: true, max: 255 }),
    ten_tk2: f.text(msg`Tên tiếng Anh`, { max: 255 }),
    tk_me: f.lookup(msg`Tài khoản mẹ`, 'accounting.accounts', { nameAs: 'ten_tk_me' }),
    cap: f.number('int2', msg`Cấp tài khoản`, { required: true, min: 1, max: 9, default: 1 }),
    tinh_chat: f.enum(
      msg`Tính chất`,
      [
        [1, msg`Dư Nợ`],
        [2, msg`Dư Có`],
        [3, msg`Lưỡng tính`],
      ],
      { required: true },
    ),
    tk_cn: f.bool(msg`Theo dõi công nợ`),
    tk_ngoai_bang: f.bool(msg`Tài khoản ngoài bảng`),
    ghi_chu: f.text(msg`Ghi chú`, { max: 500, wide: true }),
    status: inUseField(),
  },
  key: 'tk',
  list: {
    columns: ['tk', 'ten_tk', 'tk_me', 'cap', 'tinh_chat', 'tk_cn', 'status'],
  },
  filters: ['tk_me', 'cap', 'tinh_chat', 'tk_cn', 'status'],
  rules: [{ rule: 'duplicate', field: 'tk_me', other: 'tk' }],
});
