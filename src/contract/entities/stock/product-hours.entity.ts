import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField } from '../common.ts';

/** Service durations (thời lượng): how long a treatment keeps a room and a technician busy. */
export const productHours = defineEntity({
  name: 'stock.product-hours',
  title: msg`Thời lượng sản phẩm`,
  one: msg`thời lượng`,
  fields: {
    ...codeAndName(['ma_tl', msg`Mã thời lượng`], ['ten_tl', msg`Tên thời lượng`, 100]),
    so_phut: f.number('int4', msg`Số phút`, { required: true, min: 1, max: 1440 }),
    so_phut_nghi: f.number('int4', msg`Phút dọn phòng sau dịch vụ`, { min: 0, max: 240, default: 0 }),
    ghi_chu: f.text(msg`Ghi chú`, { max: 500, wide: true }),
    status: inUseField(),
  },
  key: 'ma_tl',
  list: { columns: ['ma_tl', 'ten_tl', 'so_phut', 'so_phut_nghi', 'status'], sort: ['so_phut', 'asc'] },
});
