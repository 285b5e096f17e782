import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/**
 * Work shifts (ca làm việc), 24-hour HH:mm. A shift may cross midnight (end before start), so
 * only equal start and end are refused.
 */
export const shifts = defineEntity({
  name: 'hr.shifts',
  title: msg`Ca làm việc`,
  one: msg`ca làm việc`,
  fields: {
    ...codeAndName(['ma_ca', msg`Mã ca`], ['ten_ca', msg`Tên ca`]),
    gio_bd: f.time(msg`Giờ bắt đầu`, { required: true }),
    gio_kt: f.time(msg`Giờ kết thúc`, { required: true }),
    gio_nghi_bd: f.time(msg`Nghỉ giữa ca từ`),
    gio_nghi_kt: f.time(msg`Nghỉ giữa ca đến`),
    so_gio: f.number('numeric', msg`Số giờ công`, { precision: 2, min: 0, max: 24 }),
    mau: f.text(msg`Màu trên lịch`, { max: 7, hint: msg`Mã màu dạng #RRGGBB` }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_ca',
  list: {
    columns: ['ma_ca', 'ten_ca', 'gio_bd', 'gio_kt', 'so_gio', 'status'],
    sort: ['gio_bd', 'asc'],
  },
  rules: [{ rule: 'duplicate', field: 'gio_kt', other: 'gio_bd' }],
});
