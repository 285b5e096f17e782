import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { codeAndName, inUseField } from '../common.ts';

/** Units of measure (đơn vị tính) that products and stock lines count in. */
export const units = defineEntity({
  name: 'stock.units',
  title: msg`Đơn vị tính`,
  one: msg`đơn vị tính`,
  fields: {
    ...codeAndName(['ma_dvt', msg`Mã đơn vị tính`], ['ten_dvt', msg`Tên đơn vị tính`, 128], 'ten_dvt2'),
    status: inUseField(),
  },
  key: 'ma_dvt',
  list: { columns: ['ma_dvt', 'ten_dvt', 'ten_dvt2', 'status'] },
});
