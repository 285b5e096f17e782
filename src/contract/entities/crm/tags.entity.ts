import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { statusField } from '../common.ts';

export const tags = defineEntity({
  name: 'crm.tags',
  title: msg`Nhãn khách hàng`,
  one: msg`nhãn`,
  fields: {
    ma_nhan: f.code(msg`Mã nhãn`, { required: true, max: 16 }),
    ten_nhan: f.text(msg`Tên nhãn`, { required: true, max: 100 }),
    status: statusField(),
  },
  key: 'ma_nhan',
  list: { columns: ['ma_nhan', 'ten_nhan', 'status'] },
});
