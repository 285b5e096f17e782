import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { statusField } from '../common.ts';

export const sourceTypeOptions = defineEntity({
  name: 'crm.source-type-options',
  title: msg`Chi tiết nguồn khách hàng`,
  one: msg`chi tiết nguồn`,
  fields: {
    ma_nguon: f.lookup(msg`Nguồn khách hàng`, 'crm.source-types', { required: true }),
    ma_nguon_ct: f.code(msg`Mã chi tiết`, { required: true, max: 16 }),
    ten_nguon_ct: f.text(msg`Tên chi tiết`, { required: true, max: 200 }),
    status: statusField(),
  },
  key: 'ma_nguon_ct',
  list: { columns: ['ma_nguon', 'ma_nguon_ct', 'ten_nguon_ct', 'status'], sort: ['ma_nguon', 'asc'] },
  filters: ['ma_nguon', 'status'],
});
