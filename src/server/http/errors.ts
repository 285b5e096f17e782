import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiErrorBody, type ApiErrorCode, apiErrorMessages } from '../../contract/api/errors.ts';
import { translate } from '../i18n.ts';
import type { AppEnv } from './context.ts';

export interface ApiErrorDetails {
  /** Values interpolated into the message ({tenant}, {minutes}…). */
  values?: Record<string, string | number>;
  fields?: ApiErrorBody['fields'];
  retry_after_s?: number;
  conflicts?: ApiErrorBody['conflicts'];
}

/** Thrown by handlers and services; turned into the error body of DESIGN.md §4 by onApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    readonly details: ApiErrorDetails = {},
  ) {
    super(code);
  }
}

export function errorResponse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  details: ApiErrorDetails = {},
) {
  const message = translate(c.get('locale') ?? 'vi', apiErrorMessages[code], details.values);
  const body: ApiErrorBody = { code, message };
  if (details.fields) body.fields = details.fields;
  if (details.conflicts) body.conflicts = details.conflicts;
  if (details.retry_after_s !== undefined) {
    body.retry_after_s = details.retry_after_s;
    c.header('Retry-After', String(details.retry_after_s));
  }
  return c.json(body, status);
}

export function onApiError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) return errorResponse(c, error.status, error.code, error.details);
  console.error(`[api] ${c.req.method} ${c.req.path}`, error);
  return errorResponse(c, 500, 'INTERNAL');
}
