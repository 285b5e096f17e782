import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { type EnumField, f } from '../../entity/fields.ts';
import { branchField } from '../common.ts';
import { CALL_DIRECTIONS } from './call-logs.entity.ts';

export const CALL_CENTER_STATUSES: EnumField['options'] = [
  ['answered', msg`Đã nghe`],
  ['missed', msg`Gọi nhỡ`],
  ['busy', msg`Máy bận`],
  ['failed', msg`Không thành công`],
];

/**
 * The call centre's own call list (spec §7 `crm/call-center`, screen /crm/call-center/call-logs):
 * every call the provider's switchboard carried, as the provider reports it (its call id, the
 * extension, both numbers, times, recording). The softphone integration writes it through this
 * API; people read it. The customer is matched by the outside number's digits, as on call logs.
 */
export const callCenterCalls = defineEntity({
  name: 'crm.call-center-call-logs',
  path: 'crm/call-center',
  screen: 'crm/call-center/call-logs',
  table: 'crm_call_center_calls',
  title: msg`Cuộc gọi tổng đài`,
  one: msg`cuộc gọi tổng đài`,
  fields: {
    call_id: f.text(msg`Mã cuộc gọi của tổng đài`, { required: true, max: 128 }),
    ma_tong_dai: f.lookup(msg`Tổng đài`, 'system.call-center-providers'),
    huong: f.enum(msg`Chiều gọi`, CALL_DIRECTIONS, { required: true, default: 'in' }),
    dien_thoai: f.phone(msg`Số khách hàng`, { required: true }),
    so_may_nhanh: f.text(msg`Máy nhánh`, { max: 20 }),
    user_name: f.text(msg`Người dùng`, { max: 64 }),
    ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners'),
    bat_dau: f.datetime(msg`Bắt đầu`, { required: true }),
    thoi_luong: f.number('int4', msg`Thời lượng (giây)`, { min: 0, max: 86400, default: 0 }),
    trang_thai: f.enum(msg`Trạng thái`, CALL_CENTER_STATUSES, { required: true, default: 'answered' }),
    ghi_am: f.url(msg`Link ghi âm`, { max: 1000 }),
    ma_dvcs: branchField({ required: true }),
  },
  key: 'call_id',
  list: {
    columns: [
      'bat_dau',
      'huong',
      'dien_thoai',
      'ma_kh',
      'so_may_nhanh',
      'user_name',
      'thoi_luong',
      'trang_thai',
      'ghi_am',
    ],
  },
  search: ['call_id', 'dien_thoai', 'so_may_nhanh', 'user_name'],
  filters: ['huong', 'trang_thai', 'ma_tong_dai', 'ma_kh', 'ma_dvcs'],
  dateField: 'bat_dau',
  scope: { branch: 'ma_dvcs' },
  noImport: true,
});
