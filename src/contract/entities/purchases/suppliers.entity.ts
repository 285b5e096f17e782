import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/** Suppliers (nhà cung cấp) of cosmetics, consumables and equipment, with payment terms. */
export const suppliers = defineEntity({
  name: 'purchases.suppliers',
  title: msg`Nhà cung cấp`,
  one: msg`nhà cung cấp`,
  fields: {
    ...codeAndName(['ma_ncc', msg`Mã nhà cung cấp`, 32], ['ten_ncc', msg`Tên nhà cung cấp`, 300]),
    ma_nhom_ncc: f.dictionary(msg`Nhóm nhà cung cấp`, 'nhom_ncc'),
    ma_so_thue: f.text(msg`Mã số thuế`, { max: 14 }),
    dia_chi: f.text(msg`Địa chỉ`, { max: 500, wide: true }),
    dien_thoai: f.phone(msg`Điện thoại`),
    email: f.email(msg`Email`),
    website: f.url(msg`Website`),
    nguoi_lien_he: f.text(msg`Người liên hệ`, { max: 200 }),
    dt_lien_he: f.phone(msg`Điện thoại người liên hệ`),
    ngan_hang: f.text(msg`Ngân hàng`, { max: 200 }),
    so_tai_khoan: f.text(msg`Số tài khoản`, { max: 50 }),
    so_ngay_no: f.number('int2', msg`Hạn thanh toán (ngày)`, { min: 0, max: 3650 }),
    tien_han_muc_no: f.money(msg`Hạn mức công nợ`, { min: 0 }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_ncc',
  list: {
    columns: ['ma_ncc', 'ten_ncc', 'ma_nhom_ncc', 'ma_so_thue', 'dien_thoai', 'nguoi_lien_he', 'status'],
  },
  search: ['ma_ncc', 'ten_ncc', 'ma_so_thue', 'dien_thoai', 'nguoi_lien_he'],
  filters: ['ma_nhom_ncc', 'status'],
  unique: [['ma_so_thue']],
});
