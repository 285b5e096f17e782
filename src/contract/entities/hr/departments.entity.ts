import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, orderField, statusField } from '../common.ts';

/** Departments (phòng ban, FAST `dmbp`): reception, technicians, consultants… optionally nested. */
export const departments = defineEntity({
  name: 'hr.departments',
  title: msg`Phòng ban`,
  one: msg`phòng ban`,
  fields: {
    ...codeAndName(['ma_bp', msg`Mã phòng ban`], ['ten_bp', msg`Tên phòng ban`]),
    ma_bp_cha: f.lookup(msg`Thuộc phòng ban`, 'hr.departments'),
    order: orderField(),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_bp',
  list: { columns: ['ma_bp', 'ten_bp', 'ma_bp_cha', 'order', 'status'], sort: ['order', 'asc'] },
  filters: ['ma_bp_cha', 'status'],
  rules: [{ rule: 'duplicate', field: 'ma_bp_cha', other: 'ma_bp' }],
});
