import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField, notesField } from '../common.ts';

/**
 * Price lists (bảng giá) of a branch with their validity: the sales screens take the prices of
 * the list in force on the voucher date. Price lines come with the products.
 */
export const rates = defineEntity({
  name: 'stock.rates',
  title: msg`Bảng giá`,
  one: msg`bảng giá`,
  fields: {
    ...codeAndName(['ma_bg', msg`Mã bảng giá`], ['ten_bg', msg`Tên bảng giá`]),
    ma_dvcs: f.code(msg`Chi nhánh`, { required: true, max: 16 }),
    ngay_hl: f.date(msg`Hiệu lực từ ngày`, { required: true }),
    ngay_hhl: f.date(msg`Hiệu lực đến ngày`, { hint: msg`Để trống nếu chưa có ngày kết thúc` }),
    ma_nt: f.lookup(msg`Tiền tệ`, 'accounting.currencies', { default: 'VND' }),
    gia_gom_thue: f.bool(msg`Giá đã gồm thuế GTGT`, { default: true }),
    uu_tien: f.number('int2', msg`Thứ tự ưu tiên`, { min: 0, max: 99, default: 0 }),
    ghi_chu: notesField(),
    status: inUseField(),
  },
  key: 'ma_bg',
  list: {
    columns: ['ma_bg', 'ten_bg', 'ma_dvcs', 'ngay_hl', 'ngay_hhl', 'ma_nt', 'gia_gom_thue', 'status'],
  },
  filters: ['ma_dvcs', 'ma_nt', 'status'],
  dateField: 'ngay_hl',
  scope: { branch: 'ma_dvcs' },
});
