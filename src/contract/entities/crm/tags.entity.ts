import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { codeAndName, statusField } from '../common.ts';

export const tags = defineEntity({
  name: 'crm.tags',
  title: msg`Nhãn khách hàng`,
  one: msg`nhãn`,
  fields: {
    ...codeAndName(['ma_nhan', msg`Mã nhãn`], ['ten_nhan', msg`Tên nhãn`, 100]),
    status: statusField(),
  },
  key: 'ma_nhan',
  list: { columns: ['ma_nhan', 'ten_nhan', 'status'] },
});
