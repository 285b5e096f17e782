import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiErrorBody, type ApiErrorCode, apiErrorMessages } from '../../contract/api/errors.ts';
import { translate } from '../i18n.ts';
import type { AppEnv } from './context.ts';

/** Thrown by handlers and services; turned into the error body of DESIGN.md §4 by onApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    readonly fields?: ApiErrorBody['fields'],
  ) {
    super(code);
  }
}

export function errorResponse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  fields?: ApiErrorBody['fields'],
) {
  const body: ApiErrorBody = { code, message: translate(c.get('locale') ?? 'vi', apiErrorMessages[code]) };
  if (fields) body.fields = fields;
  return c.json(body, status);
}

export function onApiError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) return errorResponse(c, error.status, error.code, error.fields);
  console.error(`[api] ${c.req.method} ${c.req.path}`, error);
  return errorResponse(c, 500, 'INTERNAL');
}
