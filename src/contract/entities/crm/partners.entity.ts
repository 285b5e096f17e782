import { msg } from '@lingui/core/macro';
import { GENDER_OPTIONS } from '../../domain/format.ts';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';

/**
 * Customers (khách hàng). The CRM screens add their bespoke profile on top; this declaration
 * carries what every module reads: code, name, contact, salesperson and branch.
 */
export const partners = defineEntity({
  name: 'crm.partners',
  path: 'crm/partners',
  table: 'crm_partners',
  menuId: 'crm.partners',
  // Customers are people: choosing one needs the right to read them.
  lookup: 'read',
  title: msg`Khách hàng`,
  one: msg`khách hàng`,
  fields: {
    ma_kh: f.code(msg`Mã khách hàng`, { required: true, max: 32 }),
    ten_kh: f.text(msg`Tên khách hàng`, { required: true, max: 200 }),
    dien_thoai: f.phone(msg`Điện thoại`),
    email: f.email(msg`Email`),
    gioi_tinh: f.enum(msg`Giới tính`, GENDER_OPTIONS),
    ngay_sinh: f.date(msg`Ngày sinh`),
    dia_chi: f.text(msg`Địa chỉ`, { max: 500, wide: true }),
    ma_nvbh: f.text(msg`Mã nhân viên phụ trách`, { max: 32 }),
    ten_nvbh: f.text(msg`Nhân viên phụ trách`, { max: 200 }),
    ma_dvcs: f.code(msg`Chi nhánh`, { required: true, max: 16 }),
    ghi_chu: f.text(msg`Ghi chú`, { max: 2000, multiline: true, wide: true }),
  },
  key: 'ma_kh',
  display: 'ten_kh',
  list: {
    columns: ['ma_kh', 'ten_kh', 'dien_thoai', 'gioi_tinh', 'ngay_sinh', 'ten_nvbh', 'ma_dvcs'],
    sort: ['ma_kh', 'desc'],
  },
  search: ['ma_kh', 'ten_kh', 'dien_thoai'],
  filters: ['gioi_tinh', 'ma_nvbh'],
  scope: { branch: 'ma_dvcs', employee: 'ma_nvbh' },
  unique: [['dien_thoai']],
});
