import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, orderField, statusField } from '../common.ts';

export const levels = defineEntity({
  name: 'crm.levels',
  title: msg`Cấp độ khách hàng`,
  one: msg`cấp độ khách hàng`,
  fields: {
    ...codeAndName(['ma_cap', msg`Mã cấp độ`], ['ten_cap', msg`Tên cấp độ`]),
    thu_tu: orderField(),
    vip: f.bool(msg`Khách VIP`, { default: false }),
    doanh_so_tu: f.money(msg`Doanh số từ`, { min: 0 }),
    status: statusField(),
  },
  key: 'ma_cap',
  list: {
    columns: ['ma_cap', 'ten_cap', 'thu_tu', 'vip', 'doanh_so_tu', 'status'],
    sort: ['thu_tu', 'asc'],
  },
  filters: ['vip', 'status'],
});
