import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiErrorCode, apiErrorMessages } from '../../../contract/api/errors.ts';
import { UPLOAD_FIELD } from '../../../contract/api/uploads.api.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { translate } from '../../i18n.ts';

/** A client's file name inside a message: no path, no control characters, not too long. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are stripped on purpose
  const clean = base.replace(/[\x00-\x1f\x7f]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

/** An upload refusal whose message also lands on the form's `files` field. */
export function uploadError(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  values: Record<string, string | number> = {},
): ApiError {
  const message = translate(c.get('locale') ?? 'vi', apiErrorMessages[code], values);
  return new ApiError(status, code, { values, fields: [{ field: UPLOAD_FIELD, message }] });
}
