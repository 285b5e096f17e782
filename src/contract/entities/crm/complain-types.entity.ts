import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, statusField } from '../common.ts';

export const complainTypes = defineEntity({
  name: 'crm.complain-types',
  title: msg`Loại khiếu nại`,
  one: msg`loại khiếu nại`,
  fields: {
    ...codeAndName(['ma_loai_kn', msg`Mã loại`], ['ten_loai_kn', msg`Tên loại khiếu nại`]),
    so_ngay_xl: f.number('int4', msg`Số ngày xử lý`, { min: 0, max: 365, default: 3 }),
    status: statusField(),
  },
  key: 'ma_loai_kn',
  list: { columns: ['ma_loai_kn', 'ten_loai_kn', 'so_ngay_xl', 'status'] },
});
