import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField } from '../common.ts';
import { ITEM_SEARCH, itemFields } from './item-fields.ts';
import { ITEM_TYPE } from './products.entity.ts';

/**
 * Services (dịch vụ): the treatments a spa performs, rows of the item table `stock_products` with
 * `loai` 3, shown as their own screen. The employees who may perform one are named by their
 * department (`hr.departments`: Kỹ thuật viên, Tư vấn…), the spa's working roles.
 */
export const services = defineEntity({
  name: 'stock.services',
  table: 'stock_products',
  title: msg`Dịch vụ`,
  one: msg`dịch vụ`,
  fields: {
    ...itemFields,
    ...codeAndName(['ma_vt', msg`Mã dịch vụ`, 32], ['ten_vt', msg`Tên dịch vụ`, 300]),
    loai: f.enum(msg`Loại`, [[ITEM_TYPE.service, msg`Dịch vụ`]], {
      required: true,
      default: ITEM_TYPE.service,
    }),
    thoi_gian: f.number('int4', msg`Thời gian (phút)`, { min: 1, max: 1440 }),
    loai_phong: f.dictionary(msg`Loại phòng`, 'loai_phong'),
    vai_tro: f.multiLookup(msg`Bộ phận được thực hiện`, 'hr.departments', {
      hint: msg`Để trống nếu mọi nhân viên đều được thực hiện`,
    }),
    ma_vach: f.text(msg`Mã vạch`, { max: 64 }),
    ma_vach2: f.text(msg`Mã vạch phụ`, { max: 64 }),
    hinh_anh: f.image(msg`Hình ảnh`),
    ghi_chu: f.text(msg`Mô tả`, { max: 2000, multiline: true, wide: true }),
    status: inUseField(),
  },
  key: 'ma_vt',
  slice: 'loai',
  list: {
    columns: ['ma_vt', 'ten_vt', 'nhom', 'thoi_gian', 'loai_phong', 'gia_ban', 'dvt', 'status'],
  },
  search: ITEM_SEARCH,
  filters: ['nhom', 'loai_phong', 'status'],
});
