import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField } from '../common.ts';

/** Product and service groups (nhóm vật tư), optionally nested under a parent group. */
export const productGroups = defineEntity({
  name: 'stock.product-groups',
  title: msg`Nhóm sản phẩm`,
  one: msg`nhóm sản phẩm`,
  fields: {
    ...codeAndName(['ma_nhvt', msg`Mã nhóm`], ['ten_nhvt', msg`Tên nhóm`], 'ten_nhvt2'),
    nhom_me: f.lookup(msg`Nhóm cha`, 'stock.product-groups', { nameAs: 'ten_nhom_me' }),
    loai_nhom: f.enum(
      msg`Áp dụng cho`,
      [
        [1, msg`Sản phẩm`],
        [2, msg`Dịch vụ`],
        [3, msg`Vật tư tiêu hao`],
      ],
      { required: true, default: 1 },
    ),
    stt: f.number('int4', msg`Thứ tự hiển thị`, { min: 0 }),
    hinh_anh: f.image(msg`Hình ảnh`),
    status: inUseField(),
  },
  key: 'ma_nhvt',
  list: {
    columns: ['ma_nhvt', 'ten_nhvt', 'nhom_me', 'loai_nhom', 'stt', 'status'],
    sort: ['stt', 'asc'],
  },
  filters: ['loai_nhom', 'nhom_me', 'status'],
  rules: [{ rule: 'duplicate', field: 'nhom_me', other: 'ma_nhvt' }],
});
