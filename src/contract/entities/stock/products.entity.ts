import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { inUseField, notesField } from '../common.ts';
import { ITEM_SEARCH, itemFields } from './item-fields.ts';

/** Item types of the item table; services (3) are declared in services.entity.ts. */
export const ITEM_TYPE = { goods: 1, material: 2, service: 3, package: 4 } as const;

/**
 * Products (vật tư, hàng hóa): the goods a spa sells, the materials it consumes in treatments and
 * the packages it sells (their sessions come with the packages module). They share the item
 * table `stock_products` with the services; this declaration reads and writes the non-service rows.
 */
export const products = defineEntity({
  name: 'stock.products',
  title: msg`Sản phẩm`,
  one: msg`sản phẩm`,
  fields: {
    ...itemFields,
    loai: f.enum(
      msg`Loại`,
      [
        [ITEM_TYPE.goods, msg`Hàng hóa`],
        [ITEM_TYPE.material, msg`Vật tư tiêu hao`],
        [ITEM_TYPE.package, msg`Gói dịch vụ`],
      ],
      { required: true, default: ITEM_TYPE.goods },
    ),
    ma_vach: f.text(msg`Mã vạch`, { max: 64, hint: msg`Máy quét mã vạch gõ mã này rồi Enter` }),
    ma_vach2: f.text(msg`Mã vạch phụ`, { max: 64 }),
    cho_phep_am: f.bool(msg`Cho phép xuất âm kho`),
    theo_lo: f.bool(msg`Theo dõi lô, hạn dùng`),
    hinh_anh: f.image(msg`Hình ảnh`),
    ghi_chu: notesField(),
    status: inUseField(),
  },
  key: 'ma_vt',
  display: 'ten_vt',
  slice: 'loai',
  list: {
    columns: ['ma_vt', 'ten_vt', 'loai', 'nhom', 'dvt', 'gia_ban', 'ma_vach', 'ma_thue', 'status'],
  },
  search: ITEM_SEARCH,
  filters: ['loai', 'nhom', 'dvt', 'ma_thue', 'ma_vach', 'theo_lo', 'status'],
});
