import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/** Room groups (nhóm phòng): VIP rooms, treatment beds, consultation rooms… */
export const roomGroups = defineEntity({
  name: 'sales.room-groups',
  title: msg`Nhóm phòng`,
  one: msg`nhóm phòng`,
  fields: {
    ...codeAndName(['ma_nhom', msg`Mã nhóm phòng`], ['ten_nhom', msg`Tên nhóm phòng`]),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_nhom',
  list: { columns: ['ma_nhom', 'ten_nhom', 'status'] },
});
