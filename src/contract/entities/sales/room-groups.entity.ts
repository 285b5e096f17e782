import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { notesField, statusField } from '../common.ts';

/** Room groups (nhóm phòng): VIP rooms, treatment beds, consultation rooms… */
export const roomGroups = defineEntity({
  name: 'sales.room-groups',
  title: msg`Nhóm phòng`,
  one: msg`nhóm phòng`,
  fields: {
    ma_nhom: f.code(msg`Mã nhóm phòng`, { required: true, max: 16 }),
    ten_nhom: f.text(msg`Tên nhóm phòng`, { required: true, max: 200 }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_nhom',
  list: { columns: ['ma_nhom', 'ten_nhom', 'status'] },
});
