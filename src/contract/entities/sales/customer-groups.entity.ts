import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { notesField, statusField } from '../common.ts';

/**
 * Customer groups (nhóm khách hàng): how a business sorts its customers (regulars, members,
 * corporate accounts…) for prices, promotions and reports.
 */
export const customerGroups = defineEntity({
  name: 'sales.customer-groups',
  title: msg`Nhóm khách hàng`,
  one: msg`nhóm khách hàng`,
  fields: {
    ma_nhom: f.code(msg`Mã nhóm`, { required: true, max: 16 }),
    ten_nhom: f.text(msg`Tên nhóm`, { required: true, max: 200 }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_nhom',
  list: { columns: ['ma_nhom', 'ten_nhom', 'status'] },
});
