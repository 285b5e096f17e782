import { msg } from '@lingui/core/macro';
import { GENDER_OPTIONS } from '../../domain/format.ts';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField, notesField } from '../common.ts';

/** The administrative units an address is written in (src/server/modules/places). */
export const PLACE_SYSTEMS = [
  ['2025', msg`Đơn vị hành chính mới (từ 01/07/2025)`],
  ['legacy', msg`Đơn vị hành chính cũ (tỉnh, huyện, xã)`],
] as const;

/**
 * Customers (khách hàng, spec §2, §3). The record id is the spec's `stt_rec` (/crm/partners/:id).
 * The code is numbered by the server when left empty; the salesperson (`ma_nvbh`, answered with
 * `ten_nvbh`) is the employee scope; the phone is compared on its digits (stored as digits) and
 * masked for users who may not see the customer's salesperson (crm/partner-rules.ts answers the
 * screens that read across salespeople). The CRM rules of spec §5 (duplicate phone per
 * salesperson, required phone setting, place codes) run in src/server/modules/crm.
 */
export const partners = defineEntity({
  name: 'crm.partners',
  // Customers are people: choosing one needs the right to read them.
  lookup: 'read',
  title: msg`Khách hàng`,
  one: msg`khách hàng`,
  fields: {
    ma_kh: f.code(msg`Mã khách hàng`, {
      max: 32,
      numbered: { prefix: 'KH', digits: 6 },
      hint: msg`Để trống để hệ thống tự đánh số`,
    }),
    ten_kh: f.text(msg`Tên khách hàng`, { required: true, max: 200 }),
    dien_thoai: f.phone(msg`Điện thoại`),
    dien_thoai2: f.phone(msg`Điện thoại khác`),
    email: f.email(msg`Email`),
    website: f.url(msg`Website`, { max: 500 }),
    gioi_tinh: f.enum(msg`Giới tính`, GENDER_OPTIONS),
    ngay_sinh: f.date(msg`Ngày sinh`),
    he_thong_dc: f.enum(msg`Hệ thống địa chỉ`, PLACE_SYSTEMS, { default: '2025' }),
    ma_tinh: f.text(msg`Tỉnh / thành phố`, { max: 16 }),
    ma_quan: f.text(msg`Quận / huyện`, { max: 16 }),
    ma_phuong: f.text(msg`Phường / xã`, { max: 16 }),
    dia_chi: f.text(msg`Địa chỉ`, { max: 500, wide: true }),
    ma_nguon: f.lookup(msg`Nguồn khách hàng`, 'crm.source-types'),
    ma_nguon_ct: f.lookup(msg`Chi tiết nguồn`, 'crm.source-type-options'),
    ma_cap: f.lookup(msg`Cấp độ`, 'crm.levels'),
    tags: f.multiLookup(msg`Nhãn`, 'crm.tags', { maxCount: 20 }),
    ma_nvbh: f.lookup(msg`Nhân viên phụ trách`, 'hr.employees', { nameAs: 'ten_nvbh' }),
    ma_dvcs: branchField({ required: true }),
    ghi_chu: notesField(),
    avatar: f.image(msg`Ảnh đại diện`),
  },
  key: 'ma_kh',
  list: {
    columns: [
      'ma_kh',
      'ten_kh',
      'dien_thoai',
      'gioi_tinh',
      'ma_cap',
      'tags',
      'ma_nvbh',
      'ma_nguon',
      'ma_dvcs',
      'created_at',
    ],
  },
  search: ['ma_kh', 'ten_kh', 'dien_thoai', 'email'],
  filters: ['ma_nvbh', 'ma_nguon', 'ma_cap', 'tags', 'ma_dvcs', 'gioi_tinh'],
  dateField: 'created_at',
  scope: { branch: 'ma_dvcs', employee: 'ma_nvbh' },
  unique: [['dien_thoai']],
  rules: [{ rule: 'duplicate', field: 'dien_thoai2', other: 'dien_thoai' }],
});
