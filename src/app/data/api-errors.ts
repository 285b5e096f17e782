import { msg } from '@lingui/core/macro';
import { type ApiErrorBody, apiErrorSchema } from '../../contract/api/errors.ts';
import { i18n } from '../i18n/i18n.ts';
import { requestPacer } from './request-pacing.ts';

/** Error of a failed API call, carrying the server's code and (translated) message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** False when the answer was not one of our JSON error bodies (a proxy page, an empty 502…). */
    readonly fromApi: boolean,
  ) {
    super(body.message);
  }
}

/**
 * The request never got an answer: offline, DNS, connection refused, server down. The message is
 * the spec's (§8, spelled as the spec spells it); the browser's own reason stays in `detail`.
 */
export class NetworkError extends Error {
  constructor(readonly detail: string) {
    super(i18n._(msg`Lỗi hệ thống, vui lòng thử lai sau ít phút!`));
  }
}

/** The session could not be renewed: credentials are gone and the user must sign in again. */
export class SessionLostError extends Error {
  constructor() {
    super(i18n._(msg`Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.`));
  }
}

/** The server's message when it sent one of our error bodies, otherwise the status text (§8). */
export function errorFromResponse(response: Response, json: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(json);
  if (parsed.success) return new ApiRequestError(response.status, parsed.data, true);
  const message = response.statusText || `HTTP ${response.status}`;
  return new ApiRequestError(response.status, { code: `HTTP_${response.status}`, message }, false);
}

/**
 * The answer's JSON, or null when its body is not JSON (a proxy's error page, an empty 502).
 * A body cut off on the way (the connection dropped, the page is reloading) is no answer at all:
 * NetworkError, like a request that never reached the server — read as "not JSON" it would look
 * like a malformed answer, and user info failing that way signs the user out (startup.ts).
 */
export async function readJson(response: Response, signal?: AbortSignal | null): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    if (signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}

const requestTurn = requestPacer((run) => setTimeout(run));

/**
 * Calls fetch once its turn has come (request-pacing.ts), turning "no answer at all" into
 * NetworkError (an abort stays an abort).
 */
export async function fetchOrFail(url: string, init: RequestInit): Promise<Response> {
  const turn = requestTurn();
  if (turn) await turn;
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}
