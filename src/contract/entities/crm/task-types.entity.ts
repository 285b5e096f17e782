import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

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
    ...codeAndName(['ma_loai', msg`Mã loại`], ['ten_loai', msg`Tên loại`]),
    mau: f.text(msg`Màu trên lịch`, { max: 7, hint: msg`Mã màu dạng #RRGGBB` }),
    thoi_luong: f.number('int4', msg`Thời lượng mặc định (phút)`, { min: 5, max: 1440, default: 60 }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_loai',
  list: { columns: ['ma_loai', 'ten_loai', 'mau', 'thoi_luong', 'status'] },
});
