import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

const zodMessages = { vi: z.locales.vi().localeError, en: z.locales.en().localeError };

/**
 * Validates the JSON body against a contract schema; a failure answers 400 VALIDATION listing
 * each field with a message in the caller's language (Vietnamese by default). Nothing is written.
 */
export function parseBody<T>(c: Context<AppEnv>, schema: z.core.$ZodType<T>): T {
  return parseWith(c, schema, c.get('body') ?? {});
}

/** Validates the query string (list parameters) the same way. */
export function parseQuery<T>(c: Context<AppEnv>, schema: z.core.$ZodType<T>): T {
  return parseWith(c, schema, c.req.query());
}

function parseWith<T>(c: Context<AppEnv>, schema: z.core.$ZodType<T>, input: unknown): T {
  const result = z.safeParse(schema, input, { error: zodMessages[c.get('locale') ?? 'vi'] });
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  throw new ApiError(400, 'VALIDATION', { fields });
}
