import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { type EnumField, f } from '../../entity/fields.ts';
import { notesField, statusField } from '../common.ts';

export const CARE_CHANNELS: EnumField['options'] = [
  ['call', msg`Gọi điện`],
  ['sms', msg`Tin nhắn`],
  ['appointment', msg`Lịch hẹn`],
];

/**
 * CRM services (chăm sóc sau dịch vụ): the after-care plan that follows a service of the catalogue
 * (stock/services). Each row is one step: so many days after the service, reach the customer by
 * a call, a message or a follow-up appointment of a type, with what to say. A service has as many
 * steps as its care needs (a peel: call after 1 day, check-up appointment after 14).
 */
export const crmServices = defineEntity({
  name: 'crm.services',
  title: msg`Chăm sóc sau dịch vụ`,
  one: msg`bước chăm sóc`,
  fields: {
    ma_cs: f.code(msg`Mã bước`, { max: 32, numbered: { prefix: 'CS', digits: 5 } }),
    ma_vt: f.lookup(msg`Dịch vụ`, 'stock.services', { required: true }),
    ten_cs: f.text(msg`Tên bước chăm sóc`, { required: true, max: 300 }),
    so_ngay: f.number('int4', msg`Sau dịch vụ (ngày)`, { required: true, min: 0, max: 3650, default: 1 }),
    hinh_thuc: f.enum(msg`Hình thức`, CARE_CHANNELS, { required: true, default: 'call' }),
    ma_loai: f.lookup(msg`Loại lịch hẹn`, 'crm.task-types', {
      hint: msg`Khi hình thức là lịch hẹn`,
    }),
    noi_dung: f.text(msg`Nội dung chăm sóc`, { max: 4000, multiline: true, wide: true }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_cs',
  list: {
    columns: ['ma_cs', 'ma_vt', 'ten_cs', 'so_ngay', 'hinh_thuc', 'ma_loai', 'status'],
    sort: ['ma_vt', 'asc'],
  },
  search: ['ma_cs', 'ten_cs', 'ma_vt'],
  filters: ['ma_vt', 'hinh_thuc', 'status'],
  unique: [['ma_vt', 'so_ngay', 'hinh_thuc']],
});
