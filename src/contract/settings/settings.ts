import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Every tenant setting the spec names (§5, §9), with its kind and its value when the tenant has
 * none stored. Settings are stored in system/configs as `{ name, group: 'settings', value }` with
 * `value` as text: booleans 't' / 'f', numbers in decimal, texts as they are, JSON as JSON text.
 * The /system/settings screen shows them grouped by `section`; server and client read them through
 * readSetting(), so an absent or unreadable value always means the default.
 */
export type SettingKind = 'bool' | 'number' | 'text' | 'json';

export const SETTING_SECTIONS = {
  crm: msg`Khách hàng & CRM`,
  sale: msg`Bán hàng`,
  invoice: msg`Hóa đơn điện tử`,
  otp: msg`Mã OTP`,
  room: msg`Phòng & lịch phòng`,
  stock: msg`Kho`,
  auth: msg`Đăng nhập`,
  call_center: msg`Tổng đài`,
} as const satisfies Record<string, MessageDescriptor>;

export type SettingSection = keyof typeof SETTING_SECTIONS;

interface SettingBase<K extends SettingKind, V> {
  readonly kind: K;
  readonly label: MessageDescriptor;
  readonly section: SettingSection;
  readonly default: V;
  readonly hint?: MessageDescriptor;
  /** A credential: the settings screen never shows the stored value. */
  readonly secret?: boolean;
}

export type BoolSetting = SettingBase<'bool', boolean>;
export type NumberSetting = SettingBase<'number', number> & { readonly min?: number; readonly max?: number };
export type TextSetting = SettingBase<'text', string> & {
  readonly options?: readonly (readonly [string, MessageDescriptor])[];
};
export type JsonSetting = SettingBase<'json', unknown>;
export type SettingDef = BoolSetting | NumberSetting | TextSetting | JsonSetting;

const bool = (section: SettingSection, label: MessageDescriptor, fallback = false): BoolSetting => ({
  kind: 'bool',
  section,
  label,
  default: fallback,
});
const num = (section: SettingSection, label: MessageDescriptor, fallback: number, o: { max?: number } = {}) =>
  ({
    kind: 'number',
    section,
    label,
    default: fallback,
    min: 0,
    ...o,
  }) satisfies NumberSetting as NumberSetting;
const text = (section: SettingSection, label: MessageDescriptor, o: { secret?: boolean } = {}) =>
  ({ kind: 'text', section, label, default: '', ...o }) satisfies TextSetting as TextSetting;

export const SETTINGS = {
  // Spec §5: validation of the customer form.
  crm_partner_require_phone: bool('crm', msg`Bắt buộc nhập số điện thoại khách hàng`, true),
  crm_partner_validate_website: bool(
    'crm',
    msg`Kiểm tra website / trang mạng xã hội của khách hàng đã có người phụ trách`,
  ),
  crm_calllog_status: bool('crm', msg`Dùng trạng thái cho nhật ký cuộc gọi`),
  crm_calllog_force_task: bool('crm', msg`Bắt buộc tạo lịch hẹn sau cuộc gọi`),
  crm_pancake_enabled: bool('crm', msg`Bật tích hợp chat đa kênh (Pancake)`),
  customer_create_user: bool('crm', msg`Tạo tài khoản khu vực khách hàng khi thêm khách hàng`),
  customer_group3_manual: bool('crm', msg`Cho phép chọn tay nhóm khách hàng 3`),
  // Spec §5 and §9: sales and packages.
  sale_bill_require_card: bool('sale', msg`Hóa đơn bắt buộc có thẻ khách hàng`),
  sale_package_require_card: bool('sale', msg`Bán liệu trình bắt buộc có thẻ khách hàng`),
  sale_package_require_otp: bool('sale', msg`Trừ buổi liệu trình phải xác nhận mã OTP của khách`),
  sale_package_otp_max: num('otp', msg`Số lần nhập sai tối đa cho một mã OTP`, 3, { max: 100 }),
  sale_service_package_not_enough: bool('sale', msg`Cho phép làm dịch vụ khi liệu trình không đủ buổi`),
  sale_service_package_require_main: bool('sale', msg`Phiếu dịch vụ từ liệu trình phải có dịch vụ chính`),
  sale_service_room_type: {
    kind: 'text',
    section: 'sale',
    label: msg`Loại phòng của phiếu dịch vụ`,
    default: 'main',
    options: [['main', msg`Phòng chính`]],
  },
  sale_return_days: num('sale', msg`Số ngày được trả hàng sau khi mua`, 0, { max: 3650 }),
  sale_golden_hour: bool('sale', msg`Áp dụng giá khung giờ vàng`),
  sale_gift_package: bool('sale', msg`Dùng gói quà tặng`),
  sale_use_package_money: bool('sale', msg`Cho phép thanh toán bằng tiền còn lại của liệu trình`),
  sale_crm_service: bool('sale', msg`Lập phiếu dịch vụ từ lịch hẹn CRM`),
  stock_product_batch: bool('stock', msg`Quản lý hàng theo lô`),
  // Spec §9: e-invoices (Decree 123/2020, Circular 78/2021).
  sale_invoice_type: text('invoice', msg`Loại hóa đơn điện tử`),
  sale_invoice_template_code: text('invoice', msg`Mẫu số hóa đơn`),
  sale_invoice_series: text('invoice', msg`Ký hiệu hóa đơn`),
  // Spec §9: one-time codes and room orders.
  otp_expiration: num('otp', msg`Thời hạn hiệu lực mã OTP (phút)`, 2, { max: 1440 }),
  otp_max_hourly: num('otp', msg`Số mã OTP tối đa gửi cho một khách trong một giờ`, 10, { max: 1000 }),
  room_order_start_time: num('room', msg`Giờ bắt đầu nhận đặt phòng`, 0, { max: 23 }),
  room_order_lock_time_value: num('room', msg`Thời gian khóa sửa đơn phòng (phút)`, 0, { max: 100000 }),
  // Sign-in (server/modules/auth/register.ts).
  auth_self_registration: bool('auth', msg`Cho phép người dùng tự đăng ký tài khoản`),
  // Spec §3 call-centre config and §9 call_center_*.
  call_center_enable: bool('call_center', msg`Bật tổng đài`),
  call_center_provider: text('call_center', msg`Nhà cung cấp tổng đài`),
  call_center_endpoint: text('call_center', msg`Địa chỉ WebSocket (wss://)`),
  call_center_port: num('call_center', msg`Cổng`, 443, { max: 65535 }),
  call_center_path: text('call_center', msg`Đường dẫn`),
  call_center_domain: text('call_center', msg`Tên miền SIP`),
  call_center_url: text('call_center', msg`Địa chỉ API`),
  call_center_access_key: text('call_center', msg`Khóa truy cập`, { secret: true }),
  call_center_widget: bool('call_center', msg`Dùng widget của nhà cung cấp`),
  call_center_widget_lib: text('call_center', msg`Thư viện widget`),
  call_center_libs: {
    kind: 'json',
    section: 'call_center',
    label: msg`Thư viện bổ sung (danh sách địa chỉ script)`,
    default: [],
  },
} as const satisfies Record<string, SettingDef>;

export type SettingName = keyof typeof SETTINGS;

/** The settings of one section, in declaration order. */
export function settingsOf(section: SettingSection): SettingName[] {
  return (Object.keys(SETTINGS) as SettingName[]).filter((name) => SETTINGS[name].section === section);
}

/** A stored value (or none) read as its kind; absent or unreadable values give the default. */
export function readSetting(def: SettingDef, raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined || raw === '') return def.default;
  switch (def.kind) {
    case 'bool':
      if (['t', 'true', '1'].includes(raw)) return true;
      if (['f', 'false', '0'].includes(raw)) return false;
      return def.default;
    case 'number': {
      const value = Number(raw);
      return Number.isFinite(value) ? value : def.default;
    }
    case 'json':
      try {
        return JSON.parse(raw);
      } catch {
        return def.default;
      }
    default:
      return raw;
  }
}

/** The text stored for a value of the setting's kind. */
export function writeSetting(def: SettingDef, value: unknown): string {
  switch (def.kind) {
    case 'bool':
      return value === true ? 't' : 'f';
    case 'number':
      return String(Number(value));
    case 'json':
      return JSON.stringify(value ?? null);
    default:
      return String(value ?? '');
  }
}

/** Every setting with its effective value, from the stored `{ name, value }` rows. */
export function effectiveSettings(rows: readonly { name: string; value: string | null }[]) {
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  return Object.fromEntries(
    (Object.keys(SETTINGS) as SettingName[]).map((name) => [
      name,
      readSetting(SETTINGS[name], stored.get(name)),
    ]),
  ) as Record<SettingName, unknown>;
}
