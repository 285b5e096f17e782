import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';

/** Stable error codes of the API and the Vietnamese message each one carries (English on request). */
export const apiErrorMessages = {
  NOT_FOUND: msg`Không tìm thấy đường dẫn API`,
  METHOD_NOT_ALLOWED: msg`Phương thức không được hỗ trợ`,
  INVALID_JSON: msg`Dữ liệu gửi lên không phải JSON hợp lệ`,
  PAYLOAD_TOO_LARGE: msg`Dữ liệu gửi lên vượt quá dung lượng cho phép`,
  UNSUPPORTED_MEDIA_TYPE: msg`Dữ liệu gửi lên phải có định dạng application/json`,
  VALIDATION: msg`Dữ liệu không hợp lệ`,
  IMPORT_INVALID: msg`Tệp nhập có lỗi, chưa nhập dòng nào`,
  SERVICE_UNAVAILABLE: msg`Cơ sở dữ liệu không phản hồi`,
  INTERNAL: msg`Lỗi hệ thống, vui lòng thử lại sau ít phút`,
  TENANT_REQUIRED: msg`Thiếu mã đơn vị sử dụng (header Tenant)`,
  TENANT_NOT_FOUND: msg`Không tìm thấy đơn vị sử dụng "{tenant}"`,
  INVALID_CREDENTIALS: msg`Tên đăng nhập hoặc mật khẩu không đúng`,
  THROTTLED: msg`Đăng nhập sai quá nhiều lần, vui lòng thử lại sau {minutes} phút`,
  PASSWORD_THROTTLED: msg`Nhập sai mật khẩu hiện tại quá nhiều lần, vui lòng thử lại sau {minutes} phút`,
  UNAUTHORIZED: msg`Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại`,
  TOKEN_EXPIRED: msg`Phiên đăng nhập đã hết hạn`,
  FORBIDDEN: msg`Bạn không có quyền thực hiện chức năng này`,
  ADMIN_ONLY: msg`Chức năng chỉ dành cho quản trị hệ thống`,
  NO_BRANCH_RIGHTS: msg`Người dùng chưa được phân quyền đơn vị`,
  BRANCH_DENIED: msg`Bạn không có quyền trên đơn vị {branches}`,
  EMPLOYEE_DENIED: msg`Bạn không có quyền trên dữ liệu của nhân viên {employee}`,
  RECORD_NOT_FOUND: msg`Không tìm thấy dữ liệu`,
  STALE_VERSION: msg`Dữ liệu đã được người khác cập nhật, vui lòng tải lại`,
  REGISTRATION_CLOSED: msg`Đơn vị này không cho phép tự đăng ký tài khoản`,
  RESET_TOKEN_INVALID: msg`Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn`,
  DECRYPT_FAILED: msg`Dữ liệu mã hóa không hợp lệ hoặc không thuộc đơn vị này`,
  OTP_NO_PHONE: msg`Khách hàng chưa có số điện thoại để nhận mã xác thực`,
  OTP_THROTTLED: msg`Đã gửi quá {max} mã xác thực trong một giờ cho khách hàng này, vui lòng thử lại sau`,
  VOUCHER_LOCKED: msg`Chứng từ ngày {ngay_ct} thuộc kỳ đã khóa sổ (ngày khóa {ngay_ks})`,
  CITY_NOT_FOUND: msg`Không tìm thấy tỉnh/thành phố có mã {id}`,
  DISTRICT_NOT_FOUND: msg`Không tìm thấy quận/huyện có mã {id}`,
  INVALID_SETTING: msg`Giá trị của cài đặt "{setting}" ({name}) không hợp lệ: {problem}`,
  DUPLICATE_SETTING: msg`Cài đặt {name} được gửi nhiều lần trong một lần lưu`,
  UPLOAD_EMPTY: msg`Chưa có tệp nào trong trường files (gửi multipart/form-data)`,
  UPLOAD_TOO_MANY: msg`Trường files có {count} tệp, mỗi lần chỉ được tải lên tối đa {max} tệp`,
  UPLOAD_TOO_LARGE: msg`Tệp "{name}" ({size}) vượt quá dung lượng cho phép {max}`,
  UPLOAD_TOTAL_TOO_LARGE: msg`Tổng dung lượng trường files vượt quá {max}`,
  UPLOAD_NOT_IMAGE: msg`Tệp "{name}" không phải ảnh hợp lệ (chấp nhận JPEG, PNG, WebP, GIF, AVIF)`,
  UPLOAD_TYPE_DENIED: msg`Tệp "{name}" không thuộc loại được phép (ảnh, PDF, Word, Excel, TXT, CSV)`,
  IDEMPOTENCY_KEY_INVALID: msg`Idempotency-Key phải có từ 1 đến 200 ký tự chữ, số hoặc - _ . :`,
  IDEMPOTENCY_KEY_REUSED: msg`Idempotency-Key này đã được dùng cho một yêu cầu khác (khác phương thức, đường dẫn hoặc dữ liệu)`,
  TASK_CONFIRM: msg`Cần xác nhận trước khi lưu lịch hẹn: {detail}`,
  TASK_OVERLAP_DENIED: msg`Bạn không có quyền đặt trùng lịch: {detail}`,
  EINVOICE_REJECTED: msg`Nhà cung cấp hóa đơn từ chối: {detail}`,
  EINVOICE_UNREACHABLE: msg`Không gửi được đến nhà cung cấp hóa đơn ({detail}); bấm phát hành lại, hóa đơn không bị phát hành hai lần`,
  IDEMPOTENCY_IN_PROGRESS: msg`Yêu cầu cùng Idempotency-Key đang được xử lý, vui lòng thử lại sau giây lát`,
} satisfies Record<string, MessageDescriptor>;

/** Messages of single fields inside a VALIDATION answer (spec §5 form rules). */
export const fieldMessages = {
  exists: msg`{field} đã tồn tại`,
  userNameLabel: msg`Tên đăng nhập`,
  pushTokenInvalid: msg`Trường token không phải đăng ký Web Push hợp lệ (cần endpoint, keys.p256dh và keys.auth)`,
  pushFcmNotConfigured: msg`Máy chủ chưa cấu hình Firebase Cloud Messaging: trường token phải là đăng ký Web Push`,
} satisfies Record<string, MessageDescriptor>;

export type ApiErrorCode = keyof typeof apiErrorMessages;

/** Body of every error answer: a stable code, a translated message and, for validation, fields. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.optional(
    z.array(
      z.object({
        field: z.string(),
        message: z.string(),
        /** Record the problem points at (the customer already holding a phone), when the user may open it. */
        link: z.optional(z.string()),
      }),
    ),
  ),
  /** What needs a confirmation (TASK_CONFIRM): the overlapping bookings and shift warnings. */
  conflicts: z.optional(z.array(z.record(z.string(), z.unknown()))),
  /** Seconds to wait before trying again (429). */
  retry_after_s: z.optional(z.int()),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
