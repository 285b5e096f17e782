import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Every tenant setting the spec names (§5, §9), with its kind, its section on the /system/settings
 * screen, a label, a short help and its value when the tenant has none stored. Settings are stored
 * in system/configs as `{ name, group: 'settings', value }` with `value` as text: booleans 't' / 'f',
 * whole numbers in decimal, texts as they are, lists as a JSON array of texts. Reading and checking
 * stored values is setting-values.ts; an absent or unreadable value always means the default.
 */
export type SettingKind = 'bool' | 'number' | 'text' | 'list';

export const SETTING_SECTIONS = {
  crm: msg`Khách hàng & CRM`,
  sale: msg`Bán hàng`,
  invoice: msg`Hóa đơn điện tử`,
  otp: msg`Mã OTP`,
  room: msg`Phòng & lịch phòng`,
  stock: msg`Kho`,
  company: msg`Thông tin doanh nghiệp`,
  auth: msg`Đăng nhập`,
  call_center: msg`Tổng đài`,
  notifications: msg`Thông báo`,
} as const satisfies Record<string, MessageDescriptor>;

export type SettingSection = keyof typeof SETTING_SECTIONS;

interface SettingBase<K extends SettingKind, V> {
  readonly kind: K;
  readonly label: MessageDescriptor;
  readonly section: SettingSection;
  readonly default: V;
  readonly hint: MessageDescriptor;
  /** A credential: only administrators and holders of the settings edit right may read it. */
  readonly secret?: boolean;
  /**
   * Tenant administration (spec §6 "/admin needs is_admin"): edited on /admin/settings, not on
   * /system/settings, and written only by administrators whatever rights a user holds.
   */
  readonly adminOnly?: boolean;
}

export type BoolSetting = SettingBase<'bool', boolean>;
/** A whole number between `min` and `max`. */
export type NumberSetting = SettingBase<'number', number> & { readonly min: number; readonly max: number };
/** A text; with `options`, one of their values (an enum). */
export type TextSetting = SettingBase<'text', string> & {
  readonly options?: readonly (readonly [string, MessageDescriptor])[];
  /** Longest value, when a setting needs more than SETTING_TEXT_MAX (a key file). */
  readonly maxLength?: number;
};
export type ListSetting = SettingBase<'list', readonly string[]>;
export type SettingDef = BoolSetting | NumberSetting | TextSetting | ListSetting;

type Text = MessageDescriptor;

const bool = (
  section: SettingSection,
  label: Text,
  hint: Text,
  fallback = false,
  o: { adminOnly?: boolean } = {},
): BoolSetting => ({
  kind: 'bool',
  section,
  label,
  hint,
  default: fallback,
  ...o,
});
const num = (
  section: SettingSection,
  label: Text,
  hint: Text,
  range: { default: number; min: number; max: number },
): NumberSetting => ({ kind: 'number', section, label, hint, ...range });
const text = (
  section: SettingSection,
  label: Text,
  hint: Text,
  o: { secret?: boolean; adminOnly?: boolean; maxLength?: number } = {},
): TextSetting => ({
  kind: 'text',
  section,
  label,
  hint,
  default: '',
  ...o,
});

export const SETTINGS = {
  // Spec §5: validation of the customer form.
  crm_partner_require_phone: bool(
    'crm',
    msg`Bắt buộc nhập số điện thoại khách hàng`,
    msg`Không lưu được khách hàng khi chưa nhập số điện thoại.`,
    true,
  ),
  crm_partner_validate_website: bool(
    'crm',
    msg`Kiểm tra website / trang mạng xã hội của khách hàng đã có người phụ trách`,
    msg`Báo khi website hoặc trang mạng xã hội đã thuộc một khách hàng khác.`,
  ),
  crm_calllog_status: bool(
    'crm',
    msg`Dùng trạng thái cho nhật ký cuộc gọi`,
    msg`Mỗi cuộc gọi được ghi kèm trạng thái xử lý.`,
  ),
  crm_calllog_force_task: bool(
    'crm',
    msg`Bắt buộc tạo lịch hẹn sau cuộc gọi`,
    msg`Lưu nhật ký cuộc gọi phải kèm một lịch hẹn tiếp theo.`,
  ),
  crm_pancake_enabled: bool(
    'crm',
    msg`Bật tích hợp chat đa kênh (Pancake)`,
    msg`Nhận tin nhắn Facebook, Zalo… qua Pancake vào hộp thư.`,
  ),
  customer_create_user: bool(
    'crm',
    msg`Tạo tài khoản khu vực khách hàng khi thêm khách hàng`,
    msg`Khách hàng mới được cấp tài khoản để xem liệu trình, lịch hẹn của mình.`,
  ),
  customer_group3_manual: bool(
    'crm',
    msg`Cho phép chọn tay nhóm khách hàng 3`,
    msg`Tắt thì nhóm 3 chỉ do hệ thống xếp theo doanh số.`,
  ),
  // Spec §5 and §9: sales and packages.
  sale_bill_require_card: bool(
    'sale',
    msg`Hóa đơn bắt buộc có thẻ khách hàng`,
    msg`Không lưu được hóa đơn bán lẻ khi chưa chọn thẻ khách hàng.`,
  ),
  sale_package_require_card: bool(
    'sale',
    msg`Bán liệu trình bắt buộc có thẻ khách hàng`,
    msg`Liệu trình chỉ bán được cho khách đã có thẻ.`,
  ),
  sale_package_require_otp: bool(
    'sale',
    msg`Trừ buổi liệu trình phải xác nhận mã OTP của khách`,
    msg`Gửi mã OTP đến điện thoại khách trước khi trừ buổi.`,
  ),
  sale_package_otp_max: num(
    'otp',
    msg`Số lần nhập sai tối đa cho một mã OTP`,
    msg`Nhập sai quá số lần này thì mã bị khóa.`,
    { default: 3, min: 1, max: 100 },
  ),
  sale_service_package_not_enough: bool(
    'sale',
    msg`Cho phép làm dịch vụ khi liệu trình không đủ buổi`,
    msg`Phiếu dịch vụ vẫn lưu được khi liệu trình đã hết buổi.`,
  ),
  sale_service_package_require_main: bool(
    'sale',
    msg`Phiếu dịch vụ từ liệu trình phải có dịch vụ chính`,
    msg`Mỗi phiếu dịch vụ trừ liệu trình cần ít nhất một dịch vụ chính.`,
  ),
  sale_service_room_type: {
    kind: 'text',
    section: 'sale',
    label: msg`Loại phòng của phiếu dịch vụ`,
    hint: msg`Loại phòng được gợi ý khi xếp phòng cho phiếu dịch vụ.`,
    default: 'main',
    options: [['main', msg`Phòng chính`]],
  },
  sale_offline_negative_stock: bool(
    'sale',
    msg`Bán khi mất mạng được bán âm kho`,
    msg`Đơn bán lẻ lập lúc thu ngân mất mạng vẫn được ghi nhận khi kho không đủ hàng, và được đánh dấu "Bán âm kho" để thủ kho kiểm tra.`,
  ),
  sale_return_days: num(
    'sale',
    msg`Số ngày được trả hàng sau khi mua`,
    msg`Quá số ngày này kể từ ngày hóa đơn thì không nhận trả hàng; 0 là không giới hạn.`,
    { default: 0, min: 0, max: 3650 },
  ),
  sale_discount_max: num(
    'sale',
    msg`Chiết khấu tối đa trên một hóa đơn (%)`,
    msg`Vượt mức này cần quyền duyệt hóa đơn, hoặc lưu hóa đơn ở trạng thái chờ duyệt.`,
    { default: 100, min: 0, max: 100 },
  ),
  sale_golden_hour: bool(
    'sale',
    msg`Áp dụng giá khung giờ vàng`,
    msg`Dùng bảng giá riêng trong các khung giờ vàng đã khai báo.`,
  ),
  sale_gift_package: bool(
    'sale',
    msg`Dùng gói quà tặng`,
    msg`Cho phép tặng liệu trình, dịch vụ kèm hóa đơn.`,
  ),
  sale_use_package_money: bool(
    'sale',
    msg`Cho phép thanh toán bằng tiền còn lại của liệu trình`,
    msg`Tiền chưa dùng của liệu trình được trừ vào hóa đơn mới.`,
  ),
  sale_crm_service: bool(
    'sale',
    msg`Lập phiếu dịch vụ từ lịch hẹn CRM`,
    msg`Lịch hẹn đã đến được chuyển thành phiếu dịch vụ.`,
  ),
  stock_product_batch: bool(
    'stock',
    msg`Quản lý hàng theo lô`,
    msg`Phiếu nhập, xuất kho ghi số lô và hạn dùng.`,
  ),
  // Spec §9: e-invoices (Decree 123/2020, Circular 78/2021).
  sale_invoice_type: text(
    'invoice',
    msg`Loại hóa đơn điện tử`,
    msg`Theo nhà cung cấp hóa đơn điện tử của đơn vị.`,
  ),
  sale_invoice_template_code: text(
    'invoice',
    msg`Mẫu số hóa đơn`,
    msg`Ký hiệu mẫu số theo Thông tư 78/2021, ví dụ 1.`,
  ),
  sale_invoice_series: text('invoice', msg`Ký hiệu hóa đơn`, msg`Ví dụ C26TAA.`),
  // The e-invoice provider's HTTP API (server/modules/einvoice/http-provider.ts).
  sale_invoice_provider_url: text(
    'invoice',
    msg`Địa chỉ API nhà cung cấp hóa đơn điện tử`,
    msg`Địa chỉ gốc, ví dụ https://api.nhacungcap.vn/v1.`,
  ),
  sale_invoice_provider_username: text(
    'invoice',
    msg`Tài khoản API hóa đơn điện tử`,
    msg`Để trống nếu nhà cung cấp cấp mã truy cập (token).`,
  ),
  sale_invoice_provider_password: text(
    'invoice',
    msg`Mật khẩu hoặc mã truy cập API hóa đơn điện tử`,
    msg`Chỉ người được sửa cài đặt mới xem được.`,
    { secret: true },
  ),
  // Spec §9: one-time codes and room orders.
  otp_expiration: num(
    'otp',
    msg`Thời hạn hiệu lực mã OTP (phút)`,
    msg`Sau thời gian này mã OTP không dùng được nữa.`,
    { default: 2, min: 1, max: 1440 },
  ),
  otp_max_hourly: num(
    'otp',
    msg`Số mã OTP tối đa gửi cho một khách trong một giờ`,
    msg`Chặn gửi tin nhắn liên tục cho cùng một khách.`,
    { default: 10, min: 1, max: 1000 },
  ),
  room_order_start_time: num(
    'room',
    msg`Giờ bắt đầu nhận đặt phòng`,
    msg`Giờ trong ngày (0–23) lịch phòng bắt đầu.`,
    { default: 0, min: 0, max: 23 },
  ),
  room_order_lock_time_value: num(
    'room',
    msg`Thời gian khóa sửa đơn phòng (phút)`,
    msg`Quá số phút này sau khi lập thì đơn phòng không sửa được; 0 là không khóa.`,
    { default: 0, min: 0, max: 100000 },
  ),
  // Sign-in (server/modules/auth/register.ts).
  auth_self_registration: bool(
    'auth',
    msg`Cho phép người dùng tự đăng ký tài khoản`,
    msg`Tài khoản tự đăng ký chưa có quyền nào cho đến khi quản trị cấp.`,
    false,
    { adminOnly: true },
  ),
  // Spec §3 call-centre config and §9 call_center_*.
  call_center_enable: bool(
    'call_center',
    msg`Bật tổng đài`,
    msg`Hiện điện thoại trên trình duyệt cho nhân viên.`,
  ),
  call_center_provider: text(
    'call_center',
    msg`Nhà cung cấp tổng đài`,
    msg`Mã nhà cung cấp trong danh mục tổng đài.`,
  ),
  call_center_endpoint: text(
    'call_center',
    msg`Địa chỉ WebSocket (wss://)`,
    msg`Địa chỉ máy chủ SIP qua WebSocket.`,
  ),
  call_center_port: num('call_center', msg`Cổng`, msg`Cổng của máy chủ SIP, thường là 443.`, {
    default: 443,
    min: 1,
    max: 65535,
  }),
  call_center_path: text('call_center', msg`Đường dẫn`, msg`Đường dẫn WebSocket trên máy chủ SIP.`),
  call_center_domain: text('call_center', msg`Tên miền SIP`, msg`Tên miền trong địa chỉ SIP của máy nhánh.`),
  call_center_url: text('call_center', msg`Địa chỉ API`, msg`Địa chỉ API của nhà cung cấp tổng đài.`),
  // Spec §6: the Tenant header picks the tenant's push settings (src/server/modules/notifications/runtime.ts).
  push_fcm_service_account: text(
    'notifications',
    msg`Tài khoản dịch vụ Firebase (JSON)`,
    msg`Khóa tài khoản dịch vụ Firebase Cloud Messaging của đơn vị (nội dung tệp JSON). Để trống: dùng cấu hình chung của máy chủ hoặc Web Push.`,
    { secret: true, maxLength: 10_000 },
  ),
  call_center_access_key: text(
    'call_center',
    msg`Khóa truy cập`,
    msg`Khóa API do nhà cung cấp cấp; chỉ người được sửa cài đặt mới xem được.`,
    { secret: true },
  ),
  call_center_widget: bool(
    'call_center',
    msg`Dùng widget của nhà cung cấp`,
    msg`Dùng giao diện gọi điện của nhà cung cấp.`,
  ),
  call_center_widget_lib: text('call_center', msg`Thư viện widget`, msg`Địa chỉ script của widget.`),
  call_center_libs: {
    kind: 'list',
    section: 'call_center',
    label: msg`Thư viện bổ sung (danh sách địa chỉ script)`,
    hint: msg`Mỗi dòng một địa chỉ script.`,
    default: [],
  },
  // The business itself, printed at the head of vouchers and receipts; administrators keep it.
  company_name: text('company', msg`Tên doanh nghiệp`, msg`Tên in trên đầu chứng từ, hóa đơn bán lẻ.`, {
    adminOnly: true,
  }),
  company_tax_code: text('company', msg`Mã số thuế`, msg`Mã số thuế của doanh nghiệp.`, {
    adminOnly: true,
  }),
  company_address: text('company', msg`Địa chỉ`, msg`Địa chỉ trụ sở in trên chứng từ.`, {
    adminOnly: true,
  }),
  company_phone: text('company', msg`Điện thoại`, msg`Số điện thoại liên hệ in trên chứng từ.`, {
    adminOnly: true,
  }),
  company_email: text('company', msg`Email`, msg`Địa chỉ email liên hệ của doanh nghiệp.`, {
    adminOnly: true,
  }),
} as const satisfies Record<string, SettingDef>;

export type SettingName = keyof typeof SETTINGS;

/** The value a setting holds, by its kind. */
export type SettingValue<N extends SettingName> = (typeof SETTINGS)[N]['kind'] extends 'bool'
  ? boolean
  : (typeof SETTINGS)[N]['kind'] extends 'number'
    ? number
    : (typeof SETTINGS)[N]['kind'] extends 'list'
      ? readonly string[]
      : string;

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(SETTINGS, name);
}

/** Is the setting tenant administration, for administrators only? */
export function isAdminSetting(name: SettingName): boolean {
  return (SETTINGS[name] as SettingDef).adminOnly === true;
}

/** The settings of one section, in declaration order. */
export function settingsOf(section: SettingSection): SettingName[] {
  return (Object.keys(SETTINGS) as SettingName[]).filter((name) => SETTINGS[name].section === section);
}
