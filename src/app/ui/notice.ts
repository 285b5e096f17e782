import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n.ts';
import { notify, type ToastAction } from './toasts.ts';

/**
 * The notification helpers of spec §8: passing toasts (3000 ms, Toast.tsx) titled 'Thông báo',
 * 'Thành công' or 'Thất bại' with the message below, and errors under 'Có lỗi xảy ra' unless the
 * caller names the failure. Confirmations are ConfirmDialog ('Xác nhận', 'Đồng ý', 'Hủy bỏ').
 */
export const NOTICE_TITLES = {
  info: msg`Thông báo`,
  success: msg`Thành công`,
  failure: msg`Thất bại`,
  error: msg`Có lỗi xảy ra`,
} as const;

/** The text of anything thrown: an Error's message (API errors carry the server's), else itself. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

export const notice = {
  info: (message: string, action?: ToastAction) =>
    notify('info', i18n._(NOTICE_TITLES.info), message, action),
  success: (message: string, action?: ToastAction) =>
    notify('success', i18n._(NOTICE_TITLES.success), message, action),
  failure: (message: string) => notify('danger', i18n._(NOTICE_TITLES.failure), message),
  /** A caught error: titled 'Có lỗi xảy ra' (or `title`), its message below. */
  error: (error: unknown, title?: string) =>
    notify('danger', title ?? i18n._(NOTICE_TITLES.error), errorText(error)),
};
