import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField, codeAndName, notesField, statusField } from '../common.ts';

/**
 * Rooms (phòng) of a branch: treatment rooms and beds an appointment reserves. The appointment
 * calendar shows one column per room in its resource view.
 */
export const rooms = defineEntity({
  name: 'sales.rooms',
  title: msg`Phòng`,
  one: msg`phòng`,
  fields: {
    ...codeAndName(['ma_phong', msg`Mã phòng`], ['ten_phong', msg`Tên phòng`]),
    ma_nhom: f.lookup(msg`Nhóm phòng`, 'sales.room-groups'),
    suc_chua: f.number('int4', msg`Số giường`, { min: 1, max: 100, default: 1 }),
    ma_dvcs: branchField({ required: true }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_phong',
  list: {
    columns: ['ma_phong', 'ten_phong', 'ma_nhom', 'suc_chua', 'ma_dvcs', 'status'],
  },
  filters: ['ma_nhom', 'ma_dvcs', 'status'],
  scope: { branch: 'ma_dvcs' },
});
