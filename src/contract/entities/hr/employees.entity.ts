import { msg } from '@lingui/core/macro';
import { GENDER_OPTIONS } from '../../domain/format.ts';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField, codeAndName, notesField, statusField } from '../common.ts';

/**
 * Employees (nhân viên). `ma_nv` is the code users' employee scope (`employees`) and the sales
 * fields (`ma_nvbh`) hold; each employee works in one branch (branch scope on `ma_dvcs`).
 */
export const employees = defineEntity({
  name: 'hr.employees',
  title: msg`Nhân viên`,
  one: msg`nhân viên`,
  fields: {
    ...codeAndName(['ma_nv', msg`Mã nhân viên`], ['ten_nv', msg`Họ và tên`]),
    gioi_tinh: f.enum(msg`Giới tính`, GENDER_OPTIONS),
    ngay_sinh: f.date(msg`Ngày sinh`),
    dien_thoai: f.phone(msg`Điện thoại`),
    email: f.email(msg`Email`),
    so_cccd: f.text(msg`Số CCCD`, { max: 20 }),
    dia_chi: f.text(msg`Địa chỉ`, { max: 500, wide: true }),
    ma_dvcs: branchField({ required: true }),
    ma_bp: f.lookup(msg`Phòng ban`, 'hr.departments'),
    chuc_vu: f.text(msg`Chức vụ`, { max: 100 }),
    ma_ca: f.lookup(msg`Ca làm việc`, 'hr.shifts'),
    la_nvbh: f.bool(msg`Nhân viên bán hàng`),
    la_ktv: f.bool(msg`Kỹ thuật viên`),
    ngay_vao_lam: f.date(msg`Ngày vào làm`),
    ngay_nghi_viec: f.date(msg`Ngày nghỉ việc`),
    tien_luong: f.money(msg`Lương cơ bản`, { min: 0 }),
    hinh_anh: f.image(msg`Ảnh`),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_nv',
  list: {
    columns: ['ma_nv', 'ten_nv', 'dien_thoai', 'ma_bp', 'chuc_vu', 'ma_dvcs', 'ngay_vao_lam', 'status'],
    sort: ['ma_nv', 'asc'],
  },
  search: ['ma_nv', 'ten_nv', 'dien_thoai', 'email'],
  filters: ['ma_bp', 'ma_dvcs', 'la_nvbh', 'la_ktv', 'status'],
  dateField: 'ngay_vao_lam',
  scope: { branch: 'ma_dvcs' },
  unique: [['dien_thoai']],
});
