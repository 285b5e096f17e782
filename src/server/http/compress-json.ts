import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Below this a compressed answer saves less than its extra header costs. */
const MIN_BYTES = 1024;
/** Fast levels: an answer is compressed once per request, on the thread that serves the API. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 5 };

function chosenEncoding(accepted: string | undefined): 'br' | 'gzip' | undefined {
  if (!accepted) return undefined;
  const offered = accepted
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * JSON answers of 1 kB or more sent compressed (Brotli, else gzip) to a browser that accepts it:
 * the startup lists (the commands alone ≈ 33 kB) and entity pages travel over clinic Wi-Fi and
 * phone links. Files are compressed once at build time instead (static-files.ts); event streams
 * and downloads are not JSON and pass as they are.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!response.headers.get('content-type')?.startsWith('application/json')) return;
    if (response.headers.has('content-encoding') || c.req.method === 'HEAD') return;
    const encoding = chosenEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const body = Buffer.from(await response.clone().arrayBuffer());
    if (body.length < MIN_BYTES) return;
    const compressed = encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
    // Set after the swap: Hono copies the old answer's headers onto the new one.
    c.res = new Response(new Uint8Array(compressed), response);
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(compressed.length));
    c.res.headers.append('vary', 'Accept-Encoding');
  };
}
