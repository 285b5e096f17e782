import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField, notesField, statusField } from '../common.ts';

/**
 * SIP extensions (máy nhánh) of a call-centre provider, each assigned to at most one user. The
 * SIP password is a secret field: written, never read back.
 */
export const callCenterExtensions = defineEntity({
  name: 'system.call-center-extensions',
  path: 'system/call-center/extensions',
  table: 'call_center_extensions',
  title: msg`Máy nhánh`,
  one: msg`máy nhánh`,
  fields: {
    so_may_nhanh: f.code(msg`Số máy nhánh`, { required: true, max: 20 }),
    ten_may_nhanh: f.text(msg`Tên hiển thị`, { max: 200 }),
    ma_tong_dai: f.lookup(msg`Tổng đài`, 'system.call-center-providers', { required: true }),
    mat_khau: f.text(msg`Mật khẩu SIP`, { max: 200, secret: true }),
    user_name: f.text(msg`Người dùng`, { max: 64 }),
    ma_dvcs: branchField({ required: true }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'so_may_nhanh',
  keyScope: 'ma_tong_dai',
  list: {
    columns: ['so_may_nhanh', 'ten_may_nhanh', 'ma_tong_dai', 'user_name', 'ma_dvcs', 'status'],
  },
  search: ['so_may_nhanh', 'ten_may_nhanh', 'user_name'],
  filters: ['ma_tong_dai', 'ma_dvcs', 'status'],
  scope: { branch: 'ma_dvcs' },
  unique: [['user_name']],
});
