import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/**
 * VIP periods (kỳ xét hạng VIP): the spans over which customers' spending is added up to rank them
 * against the levels' thresholds (/crm/levels `doanh_so_tu`); /crm/partners-vip ranks by one.
 */
export const vipPeriods = defineEntity({
  name: 'sales.vip-periods',
  title: msg`Kỳ xét hạng VIP`,
  one: msg`kỳ xét hạng`,
  fields: {
    ...codeAndName(['ma_ky', msg`Mã kỳ`], ['ten_ky', msg`Tên kỳ`]),
    tu_ngay: f.date(msg`Từ ngày`, { required: true }),
    den_ngay: f.date(msg`Đến ngày`, { required: true }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_ky',
  list: { columns: ['ma_ky', 'ten_ky', 'tu_ngay', 'den_ngay', 'status'], sort: ['tu_ngay', 'desc'] },
  rules: [{ rule: 'notBefore', field: 'den_ngay', other: 'tu_ngay' }],
});
