import { z } from 'zod/mini';
import { branchState } from '../state/branch.ts';
import { errorFromResponse, fetchOrFail, readJson } from './api-errors.ts';
import { requestHeaders } from './request-headers.ts';
import { fillBranch, type Query, stripNulls, toSearch } from './request-params.ts';
import { currentAccessToken, loseSession, tokenAfterUnauthorized } from './token-refresh.ts';

export { ApiRequestError, NetworkError, SessionLostError } from './api-errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Error statuses whose body is still the resource (GET /api/health answers 503 with a Health). */
  acceptStatus?: readonly number[];
  /** Sign-in calls: no bearer token, no refresh on 401, no branch filled in. */
  anonymous?: boolean;
  /** The Tenant header for a tenant other than the session's (a tenant typed in a signed-out form). */
  tenant?: string;
  /** Headers set over the usual ones (the outbox's Idempotency-Key and the Branchs it queued with). */
  headers?: Record<string, string>;
  /** Send the body as given: the outbox filled the branch when it queued the write. */
  keepBody?: boolean;
}

function send(method: Method, path: string, options: ApiOptions, token: string | null): Promise<Response> {
  let body = options.body === undefined ? undefined : stripNulls(options.body);
  // "A single selected branch" (spec §7) read as the server reads it: exactly one in Branchs.
  const single = branchState.branchs.length === 1 ? (branchState.branchs[0] ?? null) : null;
  if (method === 'POST' && !options.anonymous && !options.keepBody) body = fillBranch(body, single);
  return fetchOrFail(`/api/${path}${toSearch(options.query)}`, {
    method,
    headers: { ...requestHeaders(token, body !== undefined, options.tenant), ...options.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
}

/**
 * One API call under /api, checked against its contract schema. A 401 renews the session once
 * (shared with every other request waiting, see token-refresh.ts) and retries with the new token.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  schema: z.core.$ZodType<T>,
  options: ApiOptions = {},
): Promise<T> {
  let token = options.anonymous ? null : await currentAccessToken();
  let response = await send(method, path, options, token);
  if (response.status === 401 && token) {
    token = await tokenAfterUnauthorized(token);
    response = await send(method, path, options, token);
    // Refused again with a token just issued: the account itself was shut out.
    if (response.status === 401) {
      const json = await readJson(response, options.signal);
      loseSession();
      throw errorFromResponse(response, json);
    }
  }
  const json = await readJson(response, options.signal);
  if (!response.ok && !options.acceptStatus?.includes(response.status)) {
    throw errorFromResponse(response, json);
  }
  return z.parse(schema, json);
}

export type ApiGetOptions = Omit<ApiOptions, 'body'>;

/** GET a JSON resource under /api and check it against its contract schema. */
export function apiGet<T>(path: string, schema: z.core.$ZodType<T>, options: ApiGetOptions = {}): Promise<T> {
  return apiRequest('GET', path, schema, options);
}

export function apiPost<T>(
  path: string,
  body: unknown,
  schema: z.core.$ZodType<T>,
  options: Omit<ApiOptions, 'body'> = {},
): Promise<T> {
  return apiRequest('POST', path, schema, { ...options, body });
}
