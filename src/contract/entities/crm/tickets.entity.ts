import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { type EnumField, f } from '../../entity/fields.ts';
import { branchField } from '../common.ts';

/** open → in progress → done, or cancelled; a done or cancelled ticket may be reopened. */
export const TICKET_STATUS_OPTIONS: EnumField['options'] = [
  ['open', msg`Mới`],
  ['in_progress', msg`Đang làm`],
  ['done', msg`Hoàn thành`],
  ['cancelled', msg`Đã hủy`],
];

export const TICKET_STATUS_COLORS: Record<string, string> = {
  open: '#7367F0',
  in_progress: '#FF9F43',
  done: '#28C76F',
  cancelled: '#808390',
};

export const TICKET_PRIORITY_OPTIONS: EnumField['options'] = [
  ['low', msg`Thấp`],
  ['normal', msg`Bình thường`],
  ['high', msg`Cao`],
  ['urgent', msg`Khẩn cấp`],
];

/**
 * Work tickets (phiếu công việc): a piece of work given to an employee (`ma_nv`) by a due time
 * (`han_chot`), often about a customer: call back, send the after-care products, fix a complaint.
 * A ticket belongs to its assignee: employee scope reads `ma_nv`, so a receptionist limited to
 * their own rows sees the tickets given to them. On the ticket calendar it spans from `ngay_bd`
 * to `han_chot`, drawn by the appointments' calendar machinery (features/task-calendar).
 */
export const tickets = defineEntity({
  name: 'crm.tickets',
  title: msg`Phiếu công việc`,
  one: msg`phiếu công việc`,
  fields: {
    so_phieu: f.code(msg`Số phiếu`, {
      max: 32,
      numbered: { prefix: 'CV', digits: 6 },
      hint: msg`Để trống để hệ thống tự đánh số`,
    }),
    tieu_de: f.text(msg`Tiêu đề`, { required: true, max: 300, wide: true }),
    ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners'),
    ma_loai: f.lookup(msg`Loại phiếu`, 'crm.ticket-types'),
    ma_nv: f.lookup(msg`Người thực hiện`, 'hr.employees'),
    uu_tien: f.enum(msg`Mức ưu tiên`, TICKET_PRIORITY_OPTIONS, { required: true, default: 'normal' }),
    ngay_bd: f.datetime(msg`Bắt đầu`, { required: true }),
    han_chot: f.datetime(msg`Hạn chót`, { required: true }),
    trang_thai: f.enum(msg`Trạng thái`, TICKET_STATUS_OPTIONS, { required: true, default: 'open' }),
    ma_nvbh: f.lookup(msg`Người giao việc`, 'hr.employees', { nameAs: 'ten_nvbh' }),
    ma_dvcs: branchField({ required: true }),
    noi_dung: f.text(msg`Nội dung`, { max: 4000, multiline: true, wide: true }),
  },
  key: 'so_phieu',
  display: 'tieu_de',
  list: {
    columns: [
      'so_phieu',
      'tieu_de',
      'ma_kh',
      'ma_loai',
      'ma_nv',
      'uu_tien',
      'han_chot',
      'trang_thai',
      'ma_dvcs',
    ],
  },
  search: ['so_phieu', 'tieu_de', 'ma_kh', 'noi_dung'],
  filters: ['trang_thai', 'uu_tien', 'ma_loai', 'ma_nv', 'ma_kh', 'ma_dvcs'],
  dateField: 'han_chot',
  scope: { branch: 'ma_dvcs', employee: 'ma_nv' },
  noImport: true,
});
