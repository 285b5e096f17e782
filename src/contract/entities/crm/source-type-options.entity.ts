import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, statusField } from '../common.ts';

export const sourceTypeOptions = defineEntity({
  name: 'crm.source-type-options',
  title: msg`Chi tiết nguồn khách hàng`,
  one: msg`chi tiết nguồn`,
  fields: {
    ma_nguon: f.lookup(msg`Nguồn khách hàng`, 'crm.source-types', { required: true }),
    ...codeAndName(['ma_nguon_ct', msg`Mã chi tiết`], ['ten_nguon_ct', msg`Tên chi tiết`]),
    status: statusField(),
  },
  key: 'ma_nguon_ct',
  list: { columns: ['ma_nguon', 'ma_nguon_ct', 'ten_nguon_ct', 'status'], sort: ['ma_nguon', 'asc'] },
  filters: ['ma_nguon', 'status'],
});
