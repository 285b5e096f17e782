import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField, notesField, statusField } from '../common.ts';

/** Call-centre phone numbers (số tổng đài, hotlines) and the branch whose calls they carry. */
export const callCenterPhoneNumbers = defineEntity({
  name: 'system.call-center-phone-numbers',
  path: 'system/call-center/phone-numbers',
  table: 'call_center_phone_numbers',
  title: msg`Số điện thoại tổng đài`,
  one: msg`số điện thoại tổng đài`,
  fields: {
    so_dien_thoai: f.phone(msg`Số điện thoại`, { required: true }),
    ten_so: f.text(msg`Tên gợi nhớ`, { required: true, max: 200 }),
    ma_tong_dai: f.lookup(msg`Tổng đài`, 'system.call-center-providers', { required: true }),
    huong_goi: f.enum(
      msg`Hướng gọi`,
      [
        ['both', msg`Gọi vào và gọi ra`],
        ['in', msg`Chỉ gọi vào`],
        ['out', msg`Chỉ gọi ra`],
      ],
      { required: true, default: 'both' },
    ),
    ma_dvcs: branchField({ required: true }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'so_dien_thoai',
  list: {
    columns: ['so_dien_thoai', 'ten_so', 'ma_tong_dai', 'huong_goi', 'ma_dvcs', 'status'],
  },
  filters: ['ma_tong_dai', 'huong_goi', 'ma_dvcs', 'status'],
  scope: { branch: 'ma_dvcs' },
});
