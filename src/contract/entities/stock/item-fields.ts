import { msg } from '@lingui/core/macro';
import { f } from '../../entity/fields.ts';

/**
 * Fields products and services share: both live in one item table (`stock_products`), so a
 * document line's `ma_vt` points at one code space. Each declaration picks its own `loai` options.
 */
export const itemFields = {
  ma_vt: f.code(msg`Mã sản phẩm`, { required: true, max: 32 }),
  ten_vt: f.text(msg`Tên sản phẩm`, { required: true, max: 300 }),
  ten_vt2: f.text(msg`Tên tiếng Anh`, { max: 300 }),
  nhom: f.lookup(msg`Nhóm`, 'stock.product-groups', { nameAs: 'ten_nhom' }),
  dvt: f.lookup(msg`Đơn vị tính cơ sở`, 'stock.units', {
    required: true,
    nameAs: 'ten_dvt',
    hint: msg`Tồn kho được tính theo đơn vị này; đơn vị khác khai ở Quy đổi đơn vị tính`,
  }),
  gia_ban: f.money(msg`Giá bán`, { min: 0 }),
  ma_thue: f.lookup(msg`Thuế GTGT`, 'accounting.taxs'),
} as const;

/** Columns both item lists show first; search over code, names and barcodes is accent-free. */
export const ITEM_SEARCH = ['ma_vt', 'ten_vt', 'ten_vt2', 'ma_vach', 'ma_vach2'] as const;
