import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { type EnumField, f } from '../../entity/fields.ts';
import { branchField, notesField } from '../common.ts';

/** The labels of the statuses of domain/task-status.ts, declared with the entity that stores them. */
export const TASK_STATUS_OPTIONS: EnumField['options'] = [
  ['scheduled', msg`Đã đặt`],
  ['confirmed', msg`Đã xác nhận`],
  ['checked_in', msg`Đã đến`],
  ['done', msg`Hoàn thành`],
  ['cancelled', msg`Đã hủy`],
  ['no_show', msg`Không đến`],
];

/**
 * Appointments (lịch hẹn): a customer booked with a staff member (`ma_nv`, who performs it) in a
 * room for a time. `ma_nvbh` is the employee who answers for the booking (the receptionist or
 * consultant who made it): employee scope reads it, as on customers, so a receptionist limited to
 * their own rows still books any technician. Writes also pass the overlap and shift checks of
 * server/modules/crm/task-checks.ts.
 */
export const tasks = defineEntity({
  name: 'crm.tasks',
  title: msg`Lịch hẹn`,
  one: msg`lịch hẹn`,
  fields: {
    /** Numbered by the server (LH + date + a random part): shown, never typed. */
    ma_lh: f.code(msg`Mã lịch hẹn`, { max: 32, readOnly: true }),
    ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners', { required: true }),
    ma_loai: f.lookup(msg`Loại lịch hẹn`, 'crm.task-types'),
    ngay_bd: f.datetime(msg`Bắt đầu`, { required: true }),
    ngay_kt: f.datetime(msg`Kết thúc`, { required: true }),
    ma_nv: f.lookup(msg`Nhân viên thực hiện`, 'hr.employees'),
    ma_phong: f.lookup(msg`Phòng`, 'sales.rooms'),
    dich_vu: f.multiLookup(msg`Dịch vụ`, 'stock.services', { wide: true }),
    trang_thai: f.enum(msg`Trạng thái`, TASK_STATUS_OPTIONS, { required: true, default: 'scheduled' }),
    nhac_truoc: f.number('int4', msg`Nhắc trước (phút)`, { min: 0, max: 10080, default: 15 }),
    ma_nvbh: f.lookup(msg`Nhân viên phụ trách`, 'hr.employees', { nameAs: 'ten_nvbh' }),
    ma_dvcs: branchField({ required: true }),
    ghi_chu: notesField(),
  },
  key: 'ma_lh',
  list: {
    columns: [
      'ma_lh',
      'ngay_bd',
      'ngay_kt',
      'ma_kh',
      'ma_loai',
      'ma_nv',
      'ma_phong',
      'trang_thai',
      'ma_dvcs',
    ],
  },
  search: ['ma_lh', 'ma_kh', 'ghi_chu'],
  filters: ['trang_thai', 'ma_loai', 'ma_nv', 'ma_phong', 'ma_kh', 'ma_dvcs'],
  dateField: 'ngay_bd',
  scope: { branch: 'ma_dvcs', employee: 'ma_nvbh' },
  noImport: true,
});
