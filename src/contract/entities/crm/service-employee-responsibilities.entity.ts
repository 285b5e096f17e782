import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField, notesField } from '../common.ts';

/**
 * Employee responsibilities (phân công nhân viên phụ trách): which employee answers for a
 * customer's care after a service, from a date to a date: they make the care plan's calls and
 * follow-up appointments (crm/services). Employee scope reads `ma_nv`, so an employee limited to
 * their own rows sees the customers in their care.
 */
export const serviceResponsibilities = defineEntity({
  name: 'crm.service-employee-responsibilities',
  path: 'crm/service/employee-responsibilities',
  table: 'crm_service_responsibilities',
  title: msg`Phân công nhân viên phụ trách`,
  one: msg`phân công`,
  fields: {
    ma_pc: f.code(msg`Mã phân công`, { max: 32, numbered: { prefix: 'PC', digits: 6 } }),
    ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners', { required: true }),
    ma_vt: f.lookup(msg`Dịch vụ`, 'stock.services', { required: true }),
    ma_nv: f.lookup(msg`Nhân viên phụ trách`, 'hr.employees', { required: true }),
    tu_ngay: f.date(msg`Từ ngày`, { required: true }),
    den_ngay: f.date(msg`Đến ngày`),
    ma_dvcs: branchField({ required: true }),
    ghi_chu: notesField(),
  },
  key: 'ma_pc',
  list: {
    columns: ['ma_pc', 'ma_kh', 'ma_vt', 'ma_nv', 'tu_ngay', 'den_ngay', 'ma_dvcs'],
  },
  search: ['ma_pc', 'ma_kh', 'ma_vt', 'ma_nv'],
  filters: ['ma_vt', 'ma_nv', 'ma_kh', 'ma_dvcs'],
  dateField: 'tu_ngay',
  scope: { branch: 'ma_dvcs', employee: 'ma_nv' },
});
