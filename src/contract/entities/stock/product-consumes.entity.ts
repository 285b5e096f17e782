import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { inUseField } from '../common.ts';

/**
 * Material consumption (định mức tiêu hao): what one unit of a service uses up — `so_luong` of the
 * material `ma_vt_nl` in the unit `dvt`, `he_so` of its stock unit each (1 when `dvt` is that
 * unit). A posted service slip takes these out of the line's warehouse through the stock ledger
 * (documents/sales/posting.ts).
 */
export const productConsumes = defineEntity({
  name: 'stock.product-consumes',
  title: msg`Định mức tiêu hao`,
  one: msg`định mức tiêu hao`,
  fields: {
    ma_dm: f.code(msg`Mã định mức`, { required: true, max: 32 }),
    ma_vt: f.lookup(msg`Dịch vụ`, 'stock.services', { required: true, nameAs: 'ten_vt' }),
    ma_vt_nl: f.lookup(msg`Vật tư tiêu hao`, 'stock.products', { required: true, nameAs: 'ten_vt_nl' }),
    so_luong: f.number('numeric', msg`Số lượng`, {
      required: true,
      hint: msg`Cho một lần dịch vụ, theo đơn vị tính`,
      precision: 4,
      min: 0.0001,
      max: 1_000_000,
    }),
    dvt: f.lookup(msg`Đơn vị tính`, 'stock.units', { required: true, nameAs: 'ten_dvt' }),
    he_so: f.number('numeric', msg`Hệ số quy đổi`, {
      precision: 6,
      min: 0.000001,
      max: 1_000_000,
      default: 1,
      hint: msg`Số đơn vị tồn kho của vật tư trong một đơn vị tính này (1 nếu cùng đơn vị)`,
    }),
    ghi_chu: f.text(msg`Ghi chú`, { max: 500, wide: true }),
    status: inUseField(),
  },
  key: 'ma_dm',
  list: {
    columns: ['ma_dm', 'ma_vt', 'ma_vt_nl', 'so_luong', 'dvt', 'he_so', 'status'],
    sort: ['ma_vt', 'asc'],
  },
  search: ['ma_dm', 'ma_vt', 'ma_vt_nl'],
  filters: ['ma_vt', 'ma_vt_nl', 'status'],
  unique: [['ma_vt', 'ma_vt_nl']],
  rules: [{ rule: 'duplicate', field: 'ma_vt_nl', other: 'ma_vt' }],
});
