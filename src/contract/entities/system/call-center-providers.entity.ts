import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/**
 * Call-centre providers (nhà cung cấp tổng đài): the connection the softphone uses, with the
 * fields of spec §3 "Call-centre config" (enable, provider, endpoint, port, path, domain, url,
 * accessKey, widget, widgetLib, libs) in the project's snake_case.
 */
export const callCenterProviders = defineEntity({
  name: 'system.call-center-providers',
  // Spec §7 serves the list at GET call-center/providers (loaded at startup); the screen is under System.
  path: 'call-center/providers',
  screen: 'system/call-center/providers',
  table: 'call_center_providers',
  title: msg`Nhà cung cấp tổng đài`,
  one: msg`nhà cung cấp tổng đài`,
  fields: {
    ...codeAndName(['ma_tong_dai', msg`Mã tổng đài`, 32], ['ten_tong_dai', msg`Tên tổng đài`]),
    provider: f.enum(
      msg`Nhà cung cấp`,
      [
        ['sip', msg`SIP qua WebSocket`],
        ['stringee', msg`Stringee`],
        ['omicall', msg`OMICall`],
        ['caresoft', msg`CareSoft`],
        ['other', msg`Khác`],
      ],
      { required: true, default: 'sip' },
    ),
    enable: f.bool(msg`Bật tổng đài`, { default: true }),
    endpoint: f.text(msg`Địa chỉ WebSocket (wss://)`, { max: 500 }),
    port: f.number('int4', msg`Cổng`, { min: 1, max: 65535 }),
    path: f.text(msg`Đường dẫn`, { max: 200 }),
    domain: f.text(msg`Tên miền SIP`, { max: 200 }),
    url: f.url(msg`Địa chỉ API`),
    access_key: f.text(msg`Khóa truy cập`, { max: 500, secret: true }),
    widget: f.bool(msg`Dùng widget của nhà cung cấp`),
    widget_lib: f.url(msg`Thư viện widget`),
    libs: f.json(msg`Thư viện bổ sung (danh sách địa chỉ script)`, { wide: true }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_tong_dai',
  list: {
    columns: ['ma_tong_dai', 'ten_tong_dai', 'provider', 'endpoint', 'domain', 'enable', 'status'],
  },
  search: ['ma_tong_dai', 'ten_tong_dai', 'domain'],
  filters: ['provider', 'enable', 'status'],
});
