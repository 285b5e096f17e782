import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField, notesField } from '../common.ts';

/** Warehouses (kho hàng) of a branch: retail goods and the consumables used in treatments. */
export const warehouses = defineEntity({
  name: 'stock.warehouses',
  title: msg`Kho hàng`,
  one: msg`kho hàng`,
  fields: {
    ...codeAndName(['ma_kho', msg`Mã kho`], ['ten_kho', msg`Tên kho`], 'ten_kho2'),
    ma_dvcs: f.code(msg`Chi nhánh`, { required: true, max: 16 }),
    loai_kho: f.enum(
      msg`Loại kho`,
      [
        [1, msg`Kho hàng bán`],
        [2, msg`Kho vật tư tiêu hao`],
        [3, msg`Kho tổng`],
      ],
      { default: 1 },
    ),
    dia_chi: f.text(msg`Địa chỉ`, { max: 500, wide: true }),
    dien_thoai: f.phone(msg`Điện thoại`),
    thu_kho: f.text(msg`Thủ kho`, { max: 200 }),
    ghi_chu: notesField(),
    status: inUseField(),
  },
  key: 'ma_kho',
  list: {
    columns: ['ma_kho', 'ten_kho', 'ma_dvcs', 'loai_kho', 'dia_chi', 'thu_kho', 'status'],
  },
  search: ['ma_kho', 'ten_kho', 'ten_kho2', 'dia_chi'],
  filters: ['ma_dvcs', 'loai_kho', 'status'],
  scope: { branch: 'ma_dvcs' },
});
