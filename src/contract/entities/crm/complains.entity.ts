import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField } from '../common.ts';

/** A complaint's path: new → in progress → resolved or closed. */
export const COMPLAIN_STATUSES = [
  [0, msg`Mới`],
  [1, msg`Đang xử lý`],
  [2, msg`Đã giải quyết`],
  [3, msg`Đã đóng`],
] as const;

/**
 * Customer complaints (/crm/complains): who complained about what, who handles it by when and how
 * it ended. Listed on the customer's profile; the assignee is told through the notification
 * centre (src/server/modules/crm/complain-notify.ts).
 */
export const complains = defineEntity({
  name: 'crm.complains',
  title: msg`Khiếu nại`,
  one: msg`khiếu nại`,
  fields: {
    so_kn: f.code(msg`Số khiếu nại`, {
      max: 32,
      numbered: { prefix: 'KN', digits: 6 },
      hint: msg`Để trống để hệ thống tự đánh số`,
    }),
    ngay_kn: f.date(msg`Ngày khiếu nại`, { required: true, today: true }),
    ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners', { required: true }),
    ma_loai_kn: f.lookup(msg`Loại khiếu nại`, 'crm.complain-types', { required: true }),
    noi_dung: f.text(msg`Nội dung`, { required: true, max: 4000, multiline: true, wide: true }),
    ma_nv_xl: f.lookup(msg`Người xử lý`, 'hr.employees', { nameAs: 'ten_nv_xl' }),
    trang_thai: f.enum(msg`Trạng thái`, COMPLAIN_STATUSES, { required: true, default: 0 }),
    han_xl: f.date(msg`Hạn xử lý`),
    ket_qua: f.text(msg`Kết quả xử lý`, { max: 4000, multiline: true, wide: true }),
    ma_dvcs: branchField({ required: true }),
  },
  key: 'so_kn',
  list: {
    columns: ['so_kn', 'ngay_kn', 'ma_kh', 'ma_loai_kn', 'ma_nv_xl', 'trang_thai', 'han_xl', 'ma_dvcs'],
  },
  search: ['so_kn', 'noi_dung'],
  filters: ['ma_kh', 'ma_loai_kn', 'ma_nv_xl', 'trang_thai', 'ma_dvcs'],
  dateField: 'ngay_kn',
  scope: { branch: 'ma_dvcs' },
});
