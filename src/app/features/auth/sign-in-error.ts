import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiRequestError, NetworkError } from '../../data/api-errors.ts';

/** What the form says when signing in fails: the server's Vietnamese message when it sent one. */
export function signInErrorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiRequestError || error instanceof NetworkError) {
    if (error.message) return error.message;
  }
  return i18n._(msg`Không đăng nhập được. Vui lòng thử lại.`);
}
