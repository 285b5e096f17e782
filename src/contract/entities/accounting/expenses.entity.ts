import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField } from '../common.ts';

/**
 * Expense items (khoản mục chi phí) that cash payments and costs are classified by, in a tree,
 * each with the account it usually posts to (642…, 641…).
 */
export const expenses = defineEntity({
  name: 'accounting.expenses',
  title: msg`Khoản mục chi phí`,
  one: msg`khoản mục chi phí`,
  fields: {
    ...codeAndName(['ma_kmcp', msg`Mã khoản mục`], ['ten_kmcp', msg`Tên khoản mục`], 'ten_kmcp2'),
    kmcp_me: f.lookup(msg`Khoản mục cha`, 'accounting.expenses', { nameAs: 'ten_kmcp_me' }),
    tk: f.lookup(msg`Tài khoản chi phí`, 'accounting.accounts', { nameAs: 'ten_tk' }),
    ghi_chu: f.text(msg`Ghi chú`, { max: 500, wide: true }),
    status: inUseField(),
  },
  key: 'ma_kmcp',
  list: { columns: ['ma_kmcp', 'ten_kmcp', 'kmcp_me', 'tk', 'status'] },
  filters: ['kmcp_me', 'tk', 'status'],
  rules: [{ rule: 'duplicate', field: 'kmcp_me', other: 'ma_kmcp' }],
});
