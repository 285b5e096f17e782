import type { ZodType } from 'zod';
import { type ApiErrorBody, apiErrorSchema } from '../../contract/api/errors.ts';
import { i18n } from '../i18n/i18n.ts';

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

/** The request never got an answer: offline, DNS, connection refused, server down. */
export class NetworkError extends Error {}

export interface ApiGetOptions {
  signal?: AbortSignal | undefined;
  /** Error statuses whose body is still the resource (GET /api/health answers 503 with a Health). */
  acceptStatus?: readonly number[];
}

/** GET a JSON resource under /api and check it against its contract schema. */
export async function apiGet<T>(path: string, schema: ZodType<T>, options: ApiGetOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      // The server answers error messages in the language the user reads the app in.
      headers: { Accept: 'application/json', 'Accept-Language': i18n.locale || 'vi' },
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok && !options.acceptStatus?.includes(response.status)) {
    const parsed = apiErrorSchema.safeParse(json);
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data, true)
      : new ApiRequestError(response.status, { code: `HTTP_${response.status}`, message: '' }, false);
  }
  return schema.parse(json);
}
