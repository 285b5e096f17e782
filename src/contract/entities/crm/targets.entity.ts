import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField, notesField } from '../common.ts';

/**
 * Targets (mục tiêu): what an employee should reach in a month: sales (money), calls logged and
 * appointments booked. The target report sets them beside what crm/call-logs, crm/tasks and the
 * sales documents show for the same employee and month.
 */
export const targets = defineEntity({
  name: 'crm.targets',
  title: msg`Mục tiêu`,
  one: msg`mục tiêu`,
  fields: {
    ma_mt: f.code(msg`Mã mục tiêu`, { max: 32, numbered: { prefix: 'MT', digits: 6 } }),
    ma_nv: f.lookup(msg`Nhân viên`, 'hr.employees', { required: true }),
    nam: f.number('int4', msg`Năm`, { required: true, min: 2000, max: 2100 }),
    thang: f.number('int2', msg`Tháng`, { required: true, min: 1, max: 12 }),
    doanh_so: f.money(msg`Doanh số mục tiêu`, { min: 0 }),
    so_cuoc_goi: f.number('int4', msg`Số cuộc gọi mục tiêu`, { min: 0, max: 1_000_000 }),
    so_lich_hen: f.number('int4', msg`Số lịch hẹn mục tiêu`, { min: 0, max: 1_000_000 }),
    ma_dvcs: branchField({ required: true }),
    ghi_chu: notesField(),
  },
  key: 'ma_mt',
  list: {
    columns: ['ma_mt', 'nam', 'thang', 'ma_nv', 'doanh_so', 'so_cuoc_goi', 'so_lich_hen', 'ma_dvcs'],
    sort: ['nam', 'desc'],
  },
  search: ['ma_mt', 'ma_nv'],
  filters: ['nam', 'thang', 'ma_nv', 'ma_dvcs'],
  scope: { branch: 'ma_dvcs', employee: 'ma_nv' },
  unique: [['ma_nv', 'nam', 'thang']],
});
