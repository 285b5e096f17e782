import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField } from '../common.ts';

/** Currencies (tiền tệ) by ISO 4217 code; VND is the accounting currency of every tenant. */
export const currencies = defineEntity({
  name: 'accounting.currencies',
  title: msg`Tiền tệ`,
  one: msg`tiền tệ`,
  fields: {
    ...codeAndName(['ma_nt', msg`Mã tiền tệ`, 3], ['ten_nt', msg`Tên tiền tệ`, 100], 'ten_nt2'),
    ky_hieu: f.text(msg`Ký hiệu`, { max: 8 }),
    so_le: f.number('int2', msg`Số chữ số thập phân`, { required: true, min: 0, max: 4, default: 0 }),
    doc_tien: f.text(msg`Cách đọc (đơn vị chính / đơn vị lẻ)`, { max: 100 }),
    status: inUseField(),
  },
  key: 'ma_nt',
  list: { columns: ['ma_nt', 'ten_nt', 'ten_nt2', 'ky_hieu', 'so_le', 'status'] },
});
