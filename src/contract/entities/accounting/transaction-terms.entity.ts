import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField, notesField } from '../common.ts';

/**
 * Transaction terms (điều khoản giao dịch): payment terms of invoices and orders — days until
 * payment is due and the early-payment discount.
 */
export const transactionTerms = defineEntity({
  name: 'accounting.transaction-terms',
  title: msg`Điều khoản giao dịch`,
  one: msg`điều khoản giao dịch`,
  fields: {
    ...codeAndName(['ma_dk', msg`Mã điều khoản`], ['ten_dk', msg`Tên điều khoản`], 'ten_dk2'),
    han_tt: f.number('int4', msg`Hạn thanh toán (ngày)`, { required: true, min: 0, max: 3650, default: 0 }),
    so_ngay_ck: f.number('int4', msg`Thanh toán trong (ngày) được chiết khấu`, { min: 0, max: 3650 }),
    tl_ck: f.number('numeric', msg`Tỷ lệ chiết khấu thanh toán (%)`, { precision: 2, min: 0, max: 100 }),
    ghi_chu: notesField(),
    status: inUseField(),
  },
  key: 'ma_dk',
  list: {
    columns: ['ma_dk', 'ten_dk', 'han_tt', 'so_ngay_ck', 'tl_ck', 'status'],
  },
});
