import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { type EnumField, f } from '../../entity/fields.ts';
import { branchField, notesField } from '../common.ts';

export const CALL_DIRECTIONS: EnumField['options'] = [
  ['out', msg`Gọi đi`],
  ['in', msg`Gọi đến`],
];

/**
 * Call logs (nhật ký cuộc gọi): a call a staff member made or took, logged by hand
 * (/crm/call-logs/call) or later by the softphone. The customer is matched by the phone's digits
 * when not named; the result comes from the dictionary `ket_qua_goi` and is required under the
 * setting `crm_calllog_status`; under `crm_calllog_force_task` a log needs its follow-up
 * appointment (`ma_lh`), created in the same transaction (server/modules/crm/call-log-hooks.ts).
 */
export const callLogs = defineEntity({
  name: 'crm.call-logs',
  title: msg`Nhật ký cuộc gọi`,
  one: msg`cuộc gọi`,
  fields: {
    so_cg: f.code(msg`Số cuộc gọi`, { max: 32, numbered: { prefix: 'CG', digits: 8 }, readOnly: true }),
    huong: f.enum(msg`Chiều gọi`, CALL_DIRECTIONS, { required: true, default: 'out' }),
    dien_thoai: f.phone(msg`Số điện thoại`, { required: true }),
    ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners', {
      hint: msg`Để trống để tìm theo số điện thoại`,
    }),
    ma_nv: f.lookup(msg`Nhân viên`, 'hr.employees'),
    ngay_goi: f.datetime(msg`Bắt đầu`, { required: true }),
    thoi_luong: f.number('int4', msg`Thời lượng (giây)`, { min: 0, max: 86400, default: 0 }),
    trang_thai: f.dictionary(msg`Kết quả`, 'ket_qua_goi'),
    ghi_am: f.url(msg`Link ghi âm`, { max: 1000 }),
    ma_lh: f.lookup(msg`Lịch hẹn tiếp theo`, 'crm.tasks'),
    ma_dvcs: branchField({ required: true }),
    ghi_chu: notesField(),
  },
  key: 'so_cg',
  list: {
    columns: [
      'ngay_goi',
      'huong',
      'dien_thoai',
      'ma_kh',
      'ma_nv',
      'thoi_luong',
      'trang_thai',
      'ghi_am',
      'ma_dvcs',
    ],
  },
  search: ['so_cg', 'dien_thoai', 'ma_kh', 'ghi_chu'],
  filters: ['huong', 'trang_thai', 'ma_nv', 'ma_kh', 'ma_dvcs'],
  dateField: 'ngay_goi',
  scope: { branch: 'ma_dvcs', employee: 'ma_nv' },
  noImport: true,
});
