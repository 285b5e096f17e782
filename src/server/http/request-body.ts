import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses bodies over the limit with 413 before any handler reads them. Reads skip it: touching
 * `c.req.raw.body` makes @hono/node-server build a full Request, which costs every GET dearly.
 * `ownLimit` lists paths whose multipart bodies (file uploads, far larger than JSON) are limited
 * by their route; any other body sent there still meets this limit.
 */
export function limitBody(
  maxSize: number,
  importMaxSize = maxSize,
  ownLimit: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  const onError = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE');
  const limit = bodyLimit({ maxSize, onError });
  // An Excel import (POST …/import, up to 5000 rows) may carry more than any single record.
  const importLimit = bodyLimit({ maxSize: Math.max(maxSize, importMaxSize), onError });
  const skipped = new Set(ownLimit);
  return (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    if (skipped.has(c.req.path) && isMultipart(c.req.header('content-type'))) return next();
    if (c.req.method === 'POST' && c.req.path.endsWith('/import')) return importLimit(c, next);
    return limit(c, next);
  };
}

export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Parses a JSON body once, up front: malformed JSON answers 400 and never reaches a handler.
 * Multipart uploads pass through untouched for their own routes.
 */
export function jsonBody(): MiddlewareHandler<AppEnv> {
  // Reads pass straight on, without an async step of their own.
  return (c, next) => (WRITE_METHODS.has(c.req.method) ? parseJsonBody(c, next) : next());
}

async function parseJsonBody(c: Context<AppEnv>, next: Next) {
  const type = c.req.header('content-type') ?? '';
  if (isMultipart(type)) return next();
  const text = await c.req.text();
  if (text.trim() === '') {
    c.set('body', undefined);
    return next();
  }
  if (!/^application\/([\w.+-]+\+)?json/i.test(type)) return errorResponse(c, 415, 'UNSUPPORTED_MEDIA_TYPE');
  try {
    c.set('body', JSON.parse(text));
  } catch {
    return errorResponse(c, 400, 'INVALID_JSON');
  }
  await next();
}
