import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField } from '../common.ts';

/**
 * VAT rates (thuế suất GTGT) with the accounts they post to: output VAT (Có 33311) on sales,
 * input VAT (Nợ 1331) on purchases. The standard rates are seeded for every tenant.
 */
export const taxs = defineEntity({
  name: 'accounting.taxs',
  title: msg`Thuế suất`,
  one: msg`thuế suất`,
  fields: {
    ...codeAndName(['ma_thue', msg`Mã thuế`], ['ten_thue', msg`Tên thuế`], 'ten_thue2'),
    thue_suat: f.number('numeric', msg`Thuế suất (%)`, { required: true, precision: 2, min: 0, max: 100 }),
    chiu_thue: f.bool(msg`Thuộc đối tượng chịu thuế`, { default: true }),
    tk_thue_co: f.lookup(msg`Tài khoản thuế đầu ra`, 'accounting.accounts', { nameAs: 'ten_tk_thue_co' }),
    tk_thue_no: f.lookup(msg`Tài khoản thuế đầu vào`, 'accounting.accounts', {
      nameAs: 'ten_tk_thue_no',
    }),
    stt: f.number('int4', msg`Thứ tự hiển thị`, { min: 0 }),
    status: inUseField(),
  },
  key: 'ma_thue',
  list: {
    columns: ['ma_thue', 'ten_thue', 'thue_suat', 'chiu_thue', 'tk_thue_co', 'tk_thue_no', 'status'],
    sort: ['stt', 'asc'],
  },
  filters: ['chiu_thue', 'status'],
});
