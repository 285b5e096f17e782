import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { inUseField } from '../common.ts';

/**
 * Unit conversions (quy đổi đơn vị tính): one `ma_dvt` = `he_so` × `ma_dvt_qd` ('1 Hộp = 10 Chai').
 * With `ma_vt` empty the conversion holds for every product; with a product code, for that product
 * only (it wins over the general one).
 */
export const conversionUnits = defineEntity({
  name: 'stock.conversion-units',
  title: msg`Quy đổi đơn vị tính`,
  one: msg`quy đổi đơn vị tính`,
  fields: {
    ma_qd: f.code(msg`Mã quy đổi`, { required: true, max: 32 }),
    ma_vt: f.lookup(msg`Sản phẩm`, 'stock.products', {
      nameAs: 'ten_vt',
      hint: msg`Để trống nếu quy đổi áp dụng cho mọi sản phẩm`,
    }),
    ma_dvt: f.lookup(msg`Từ đơn vị`, 'stock.units', { required: true }),
    ma_dvt_qd: f.lookup(msg`Sang đơn vị`, 'stock.units', { required: true }),
    he_so: f.number('numeric', msg`Hệ số quy đổi`, { required: true, precision: 6, min: 0.000001 }),
    ghi_chu: f.text(msg`Ghi chú`, { max: 500, wide: true }),
    status: inUseField(),
  },
  key: 'ma_qd',
  list: {
    columns: ['ma_qd', 'ma_vt', 'ma_dvt', 'he_so', 'ma_dvt_qd', 'status'],
  },
  search: ['ma_qd', 'ma_vt', 'ma_dvt', 'ma_dvt_qd'],
  filters: ['ma_vt', 'ma_dvt', 'status'],
  unique: [['ma_vt', 'ma_dvt', 'ma_dvt_qd']],
  rules: [{ rule: 'duplicate', field: 'ma_dvt_qd', other: 'ma_dvt' }],
});
