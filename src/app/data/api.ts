import type { ZodType } from 'zod';
import { type ApiErrorBody, apiErrorSchema } from '../../contract/api/errors.ts';

/** Error of a failed API call, carrying the server's code and (translated) message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

/** GET a JSON resource under /api and check it against its contract schema. */
export async function apiGet<T>(path: string, schema: ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/api/${path}`, { headers: { Accept: 'application/json' }, signal });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data : { code: 'HTTP_' + response.status, message: response.statusText },
    );
  }
  return schema.parse(json);
}
