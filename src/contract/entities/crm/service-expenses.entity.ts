import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { notesField, statusField } from '../common.ts';

/**
 * CRM service expenses (chi phí dịch vụ): what one performance of a service costs the spa beyond
 * its materials: the technician's commission, the after-care gift, the messages of its care
 * plan… one row per cost item and service, an amount per performance. Reports subtract them from
 * the service's revenue to show its margin.
 */
export const serviceExpenses = defineEntity({
  name: 'crm.service-expenses',
  path: 'crm/service/expenses',
  title: msg`Chi phí dịch vụ`,
  one: msg`chi phí dịch vụ`,
  fields: {
    ma_cp: f.code(msg`Mã chi phí`, { max: 32, numbered: { prefix: 'CP', digits: 5 } }),
    ma_vt: f.lookup(msg`Dịch vụ`, 'stock.services', { required: true }),
    ten_cp: f.text(msg`Khoản chi phí`, { required: true, max: 300 }),
    tien: f.money(msg`Số tiền mỗi lần`, { required: true, min: 0 }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_cp',
  list: { columns: ['ma_cp', 'ma_vt', 'ten_cp', 'tien', 'status'], sort: ['ma_vt', 'asc'] },
  search: ['ma_cp', 'ten_cp', 'ma_vt'],
  filters: ['ma_vt', 'status'],
  unique: [['ma_vt', 'ten_cp']],
});
