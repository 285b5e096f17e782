import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Validation messages of the entity language; `{field}` is the field's translated label. */
export const entityMessages = {
  required: msg`{field} không được để trống`,
  tooLong: msg`{field} tối đa {max} ký tự`,
  code: msg`{field} chỉ gồm chữ cái và chữ số`,
  text: msg`{field} phải là chuỗi ký tự`,
  invalid: msg`{field} không hợp lệ`,
  number: msg`{field} phải là số`,
  integer: msg`{field} phải là số nguyên`,
  tooManyDigits: msg`{field} tối đa 18 chữ số phần nguyên`,
  precision: msg`{field} tối đa {precision} chữ số thập phân`,
  min: msg`{field} không được nhỏ hơn {min}`,
  max: msg`{field} không được lớn hơn {max}`,
  bool: msg`{field} phải là đúng hoặc sai`,
  date: msg`{field} không phải ngày hợp lệ (năm-tháng-ngày)`,
  datetime: msg`{field} không phải thời điểm hợp lệ`,
  time: msg`{field} phải có dạng giờ:phút (24 giờ)`,
  option: msg`{field} không nằm trong danh sách cho phép`,
  maxCount: msg`{field} chỉ được chọn tối đa {max} giá trị`,
  list: msg`{field} phải là danh sách`,
  unknownField: msg`Trường {field} không có trong {entity}`,
  duplicate: msg`{field} không được trùng với {other}`,
  notBefore: msg`{field} không được trước {other}`,
  exists: msg`{field} đã tồn tại`,
  version: msg`Thiếu phiên bản dữ liệu (version) để cập nhật`,
  sortKey: msg`Không sắp xếp được theo cột {field}`,
} satisfies Record<string, MessageDescriptor>;

/** Translates a message with its values (the server's translate() or the client's i18n._). */
export type Translate = (message: MessageDescriptor, values?: Record<string, unknown>) => string;
