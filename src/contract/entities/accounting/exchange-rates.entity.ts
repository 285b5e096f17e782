import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';

/**
 * Exchange rates (tỷ giá): dong per one unit of a currency from a date on; the rate of a voucher
 * is the latest one on or before its date. One rate per currency and date.
 */
export const exchangeRates = defineEntity({
  name: 'accounting.exchange-rates',
  title: msg`Tỷ giá`,
  one: msg`tỷ giá`,
  fields: {
    ma_tg: f.code(msg`Mã tỷ giá`, { required: true, max: 24 }),
    ma_nt: f.lookup(msg`Tiền tệ`, 'accounting.currencies', { required: true }),
    ngay: f.date(msg`Áp dụng từ ngày`, { required: true }),
    ty_gia: f.number('numeric', msg`Tỷ giá (VND)`, { required: true, precision: 4, min: 0.0001 }),
    ghi_chu: f.text(msg`Ghi chú`, { max: 500, wide: true }),
  },
  key: 'ma_tg',
  list: { columns: ['ma_tg', 'ma_nt', 'ngay', 'ty_gia', 'ghi_chu'] },
  search: ['ma_tg', 'ma_nt'],
  filters: ['ma_nt'],
  dateField: 'ngay',
  unique: [['ma_nt', 'ngay']],
});
