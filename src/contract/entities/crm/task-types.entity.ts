import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { notesField, statusField } from '../common.ts';

/**
 * Appointment types (loại lịch hẹn): consultation, treatment, follow-up… Each carries the colour
 * the calendar paints its bookings with and the length a new booking of the type starts with.
 */
export const taskTypes = defineEntity({
  name: 'crm.task-types',
  path: 'crm/task/types',
  title: msg`Loại lịch hẹn`,
  one: msg`loại lịch hẹn`,
  fields: {
    ma_loai: f.code(msg`Mã loại`, { required: true, max: 16 }),
    ten_loai: f.text(msg`Tên loại`, { required: true, max: 200 }),
    mau: f.text(msg`Màu trên lịch`, { max: 7, hint: msg`Mã màu dạng #RRGGBB` }),
    thoi_luong: f.number('int4', msg`Thời lượng mặc định (phút)`, { min: 5, max: 1440, default: 60 }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_loai',
  list: { columns: ['ma_loai', 'ten_loai', 'mau', 'thoi_luong', 'status'] },
});
