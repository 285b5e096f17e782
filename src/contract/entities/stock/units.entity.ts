import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';

/** Units of measure (đơn vị tính) that products and stock lines count in. */
export const units = defineEntity({
  name: 'stock.units',
  title: msg`Đơn vị tính`,
  one: msg`đơn vị tính`,
  fields: {
    ma_dvt: f.code(msg`Mã đơn vị tính`, { required: true, max: 16 }),
    ten_dvt: f.text(msg`Tên đơn vị tính`, { required: true, max: 128 }),
    ten_dvt2: f.text(msg`Tên tiếng Anh`, { max: 128 }),
    status: f.bool(msg`Đang sử dụng`, { default: true }),
  },
  key: 'ma_dvt',
  list: { columns: ['ma_dvt', 'ten_dvt', 'ten_dvt2', 'status'] },
  search: ['ma_dvt', 'ten_dvt', 'ten_dvt2'],
});
