import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

/** Stable error codes of the API and the Vietnamese message each one carries (English on request). */
export const apiErrorMessages = {
  NOT_FOUND: msg`Không tìm thấy đường dẫn API`,
  METHOD_NOT_ALLOWED: msg`Phương thức không được hỗ trợ`,
  INVALID_JSON: msg`Dữ liệu gửi lên không phải JSON hợp lệ`,
  PAYLOAD_TOO_LARGE: msg`Dữ liệu gửi lên vượt quá dung lượng cho phép`,
  UNSUPPORTED_MEDIA_TYPE: msg`Dữ liệu gửi lên phải có định dạng application/json`,
  VALIDATION: msg`Dữ liệu không hợp lệ`,
  SERVICE_UNAVAILABLE: msg`Cơ sở dữ liệu không phản hồi`,
  INTERNAL: msg`Lỗi hệ thống, vui lòng thử lại sau ít phút`,
} satisfies Record<string, MessageDescriptor>;

export type ApiErrorCode = keyof typeof apiErrorMessages;

/** Body of every error answer: a stable code, a translated message and, for validation, fields. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
