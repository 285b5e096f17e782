import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { employees } from '../hr/employees.entity.ts';

/**
 * Salers (nhân viên bán hàng, spec §2 sales/salers): the employees flagged `la_nvbh`, rows of
 * `hr_employees` seen from sales. One added here is an employee flagged as a saler; clearing the
 * flag on the employee takes them off this list. The sales documents' salesperson (`ma_nvbh`)
 * looks them up here. The spec names no commission on a saler (commissions are their own screens).
 */
const { ma_nv, ten_nv, dien_thoai, email, ma_dvcs, ma_bp, chuc_vu, la_nvbh, hinh_anh, ghi_chu, status } =
  employees.fields;

export const salers = defineEntity({
  name: 'sales.salers',
  table: 'hr_employees',
  title: msg`Nhân viên bán hàng`,
  one: msg`nhân viên bán hàng`,
  // The flag is what makes a saler: shown, never edited here (the employee's screen clears it).
  fields: {
    ma_nv,
    ten_nv,
    dien_thoai,
    email,
    ma_dvcs,
    ma_bp,
    chuc_vu,
    la_nvbh: { ...la_nvbh, readOnly: true },
    hinh_anh,
    ghi_chu,
    status,
  },
  key: 'ma_nv',
  slice: 'la_nvbh',
  list: { columns: ['ma_nv', 'ten_nv', 'dien_thoai', 'ma_bp', 'chuc_vu', 'ma_dvcs', 'status'] },
  search: ['ma_nv', 'ten_nv', 'dien_thoai', 'email'],
  filters: ['ma_bp', 'ma_dvcs', 'status'],
  scope: { branch: 'ma_dvcs' },
  unique: [['dien_thoai']],
});
