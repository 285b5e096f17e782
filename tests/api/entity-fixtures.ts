import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../src/contract/entity/define.ts';
import { f } from '../../src/contract/entity/fields.ts';

/**
 * Entities declared for tests only: what no registered entity has yet (a voucher lock, a
 * read-only list, every field kind). Their tables are made by createEntityTables().
 */

/** A voucher-scoped entity for this test only (no registered entity has a voucher lock yet). */
export const receipts = defineEntity({
  name: 'test.receipts',
  path: 'test/receipts',
  table: 'test_receipts',
  menuId: 'accounting.receive-invoices',
  title: msg`Phiếu thu thử`,
  one: msg`phiếu thu thử`,
  fields: {
    so_ct: f.code(msg`Số chứng từ`, { required: true }),
    ngay_ct: f.date(msg`Ngày chứng từ`, { required: true }),
    ma_dvcs: f.code(msg`Chi nhánh`, { required: true }),
    ma_nvbh: f.text(msg`Nhân viên`),
    ma_dvt: f.lookup(msg`Đơn vị tính`, 'stock.units'),
    loai_thu: f.dictionary(msg`Loại thu`, 'receipt_types'),
    tien: f.money(msg`Số tiền`),
    ghi_chu: f.text(msg`Ghi chú`),
  },
  key: 'so_ct',
  display: 'so_ct',
  list: { columns: ['so_ct', 'ngay_ct', 'ma_dvcs', 'tien'], sort: ['ngay_ct', 'desc'] },
  dateField: 'ngay_ct',
  scope: { branch: 'ma_dvcs', employee: 'ma_nvbh', voucher: { type: { fixed: 'PT1' }, date: 'ngay_ct' } },
});

/** A read-only entity (logs): list and get only. */
export const events = defineEntity({
  name: 'test.events',
  path: 'test/events',
  table: 'test_events',
  menuId: 'accounting.receive-invoices',
  title: msg`Nhật ký thử`,
  one: msg`nhật ký thử`,
  fields: { ma: f.code(msg`Mã`, { required: true }), noi_dung: f.text(msg`Nội dung`) },
  key: 'ma',
  display: 'noi_dung',
  list: { columns: ['ma', 'noi_dung'], sort: ['ma', 'asc'] },
  readOnly: true,
});

/** One field of every kind, so generated values of each kind go through the API and back. */
export const kinds = defineEntity({
  name: 'test.kinds',
  path: 'test/kinds',
  table: 'test_kinds',
  menuId: 'stock.units',
  title: msg`Kiểu dữ liệu thử`,
  one: msg`kiểu dữ liệu thử`,
  fields: {
    ma: f.code(msg`Mã`, { required: true, max: 16 }),
    ky_hieu: f.code(msg`Ký hiệu`, { max: 8 }),
    ten: f.text(msg`Tên`, { max: 20 }),
    dien_thoai: f.phone(msg`Điện thoại`),
    email: f.email(msg`Email`),
    web: f.url(msg`Trang web`),
    so2: f.number('int2', msg`Số int2`),
    so4: f.number('int4', msg`Số int4`),
    so8: f.number('int8', msg`Số int8`),
    so_thuc: f.number('numeric', msg`Số thực`, { precision: 2 }),
    sl_nho: f.number('ud_smallint', msg`Số lượng nhỏ`, { min: 0, max: 500 }),
    sl: f.number('ud_int', msg`Số lượng`),
    sl_lon: f.number('ud_bigint', msg`Số lượng lớn`),
    ty_le: f.number('ud_float', msg`Tỷ lệ`, { precision: 3 }),
    he_so: f.number('ud_decimal', msg`Hệ số`, { precision: 4 }),
    tien: f.money(msg`Tiền`),
    dang_dung: f.bool(msg`Đang dùng`),
    ngay: f.date(msg`Ngày`),
    luc: f.datetime(msg`Lúc`),
    gio: f.time(msg`Giờ`),
    gioi_tinh: f.enum(msg`Giới tính`, [
      [1, msg`Nam`],
      [2, msg`Nữ`],
    ]),
    hang: f.enum(msg`Hạng`, [
      ['vang', msg`Vàng`],
      ['bac', msg`Bạc`],
    ]),
    nguon: f.dictionary(msg`Nguồn`, 'source_types'),
    ma_dvt: f.lookup(msg`Đơn vị tính`, 'stock.units'),
    the: f.multiLookup(msg`Thẻ`, 'stock.units', { maxCount: 3 }),
    anh: f.image(msg`Ảnh`),
    tep: f.file(msg`Tệp`, { multiple: true }),
    du_lieu: f.json(msg`Dữ liệu`),
  },
  key: 'ma',
  display: 'ten',
  list: { columns: ['ma', 'ten'], sort: ['ma', 'asc'] },
});

/** An entity under /system/* without a branch field: a single selected branch adds no ma_dvcs to it. */
export const notes = defineEntity({
  name: 'test.notes',
  path: 'system/test-notes',
  table: 'test_notes',
  menuId: 'stock.units',
  title: msg`Ghi chú thử`,
  one: msg`ghi chú thử`,
  fields: { ma: f.code(msg`Mã`, { required: true }), noi_dung: f.text(msg`Nội dung`) },
  key: 'ma',
  display: 'noi_dung',
  list: { columns: ['ma', 'noi_dung'], sort: ['ma', 'asc'] },
});

/** An entity on the path of a bespoke route (GET /system/configs), which must keep answering. */
export const shadow = defineEntity({
  name: 'test.shadow',
  path: 'system/configs',
  table: 'test_shadow',
  menuId: 'stock.units',
  title: msg`Cấu hình thử`,
  one: msg`cấu hình thử`,
  fields: { ma: f.code(msg`Mã`, { required: true }) },
  key: 'ma',
  display: 'ma',
  list: { columns: ['ma'], sort: ['ma', 'asc'] },
});
