import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/**
 * Customer groups (nhóm khách hàng): how a business sorts its customers (regulars, members,
 * corporate accounts…) for prices, promotions and reports.
 */
export const customerGroups = defineEntity({
  name: 'sales.customer-groups',
  title: msg`Nhóm khách hàng`,
  one: msg`nhóm khách hàng`,
  fields: {
    ...codeAndName(['ma_nhom', msg`Mã nhóm`], ['ten_nhom', msg`Tên nhóm`]),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_nhom',
  list: { columns: ['ma_nhom', 'ten_nhom', 'status'] },
});
