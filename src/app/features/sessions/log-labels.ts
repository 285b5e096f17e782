import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { entities } from '../../../contract/entities/registry.ts';

/** The audit actions of system/logs in words; an action not listed shows as stored. */
const ACTIONS: Record<string, MessageDescriptor> = {
  login: msg`Đăng nhập`,
  login_failed: msg`Đăng nhập sai`,
  logout: msg`Đăng xuất`,
  logout_all: msg`Đăng xuất mọi thiết bị`,
  logout_user: msg`Đăng xuất người dùng`,
  create: msg`Thêm mới`,
  update: msg`Sửa`,
  delete: msg`Xóa`,
  register: msg`Đăng ký`,
  password_reset: msg`Đặt lại mật khẩu`,
  password_reset_requested: msg`Yêu cầu đặt lại mật khẩu`,
  reset_password: msg`Cấp lại mật khẩu`,
  refresh_token_reuse: msg`Phiên bị dùng lại`,
  clear_cache: msg`Xóa bộ nhớ đệm`,
  notify: msg`Gửi thông báo`,
};

const OBJECTS: Record<string, MessageDescriptor> = {
  auth: msg`Đăng nhập`,
  notifications: msg`Thông báo`,
  'notifications/view': msg`Đã đọc thông báo`,
  'notifications/settings': msg`Cài đặt thông báo`,
  'notifications/tokens': msg`Thiết bị nhận thông báo`,
  'system/users': msg`Người dùng`,
  'system/configs': msg`Cấu hình`,
  ...Object.fromEntries(entities.map((entity) => [entity.path, entity.title])),
};

export function actionLabel(i18n: I18n, action: string): string {
  const message = ACTIONS[action];
  return message ? i18n._(message) : action;
}

/** The screen an entry is about: an entity's title for its API path, otherwise the path as stored. */
export function objectLabel(i18n: I18n, object: string): string {
  const message = OBJECTS[object];
  return message ? i18n._(message) : object;
}

export function isWriteAction(action: string): boolean {
  return action === 'create' || action === 'update' || action === 'delete';
}
