import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/**
 * Branches (đơn vị cơ sở, FAST `dmdvcs`). Every branch-scoped record stores its `ma_dvcs`. The
 * table keeps the name `branches` it had before the entity engine, with the same columns.
 */
export const branchs = defineEntity({
  name: 'system.branchs',
  table: 'branches',
  title: msg`Chi nhánh`,
  one: msg`chi nhánh`,
  fields: {
    ...codeAndName(['ma_dvcs', msg`Mã chi nhánh`], ['ten_dvcs', msg`Tên chi nhánh`], 'ten_dvcs2'),
    dia_chi: f.text(msg`Địa chỉ`, { max: 500, wide: true }),
    dien_thoai: f.phone(msg`Điện thoại`),
    email: f.email(msg`Email`),
    ma_so_thue: f.text(msg`Mã số thuế`, { max: 14 }),
    logo: f.image(msg`Logo`),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_dvcs',
  list: {
    columns: ['ma_dvcs', 'ten_dvcs', 'dia_chi', 'dien_thoai', 'email', 'status'],
  },
  search: ['ma_dvcs', 'ten_dvcs', 'dia_chi', 'dien_thoai'],
  scope: { branch: 'ma_dvcs', branchesOf: 'user' },
  // Every user reads the active branches of their own at startup (GET system/branchs).
  openList: { status: '1' },
});
