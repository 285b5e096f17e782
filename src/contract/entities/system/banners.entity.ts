import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { orderField, statusField } from '../common.ts';

/** Banner images (ảnh banner) shown on the dashboard, the sign-in page or the client area. */
export const banners = defineEntity({
  name: 'system.layout-banners',
  path: 'system/layout/banners',
  table: 'system_banners',
  title: msg`Ảnh banner`,
  one: msg`banner`,
  fields: {
    ma_banner: f.code(msg`Mã banner`, { required: true, max: 32 }),
    tieu_de: f.text(msg`Tiêu đề`, { required: true, max: 200 }),
    hinh_anh: f.image(msg`Hình ảnh`, { required: true }),
    duong_dan: f.url(msg`Đường dẫn khi bấm`),
    vi_tri: f.enum(
      msg`Vị trí hiển thị`,
      [
        ['dashboard', msg`Trang tổng quan`],
        ['login', msg`Trang đăng nhập`],
        ['client', msg`Trang khách hàng`],
      ],
      { required: true, default: 'dashboard' },
    ),
    order: orderField(),
    ngay_bd: f.date(msg`Hiển thị từ ngày`),
    ngay_kt: f.date(msg`Hiển thị đến ngày`),
    status: statusField(),
  },
  key: 'ma_banner',
  display: 'tieu_de',
  list: {
    columns: ['ma_banner', 'tieu_de', 'vi_tri', 'order', 'ngay_bd', 'ngay_kt', 'status'],
    sort: ['order', 'asc'],
  },
  filters: ['vi_tri', 'status'],
  dateField: 'ngay_bd',
});
