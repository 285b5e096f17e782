import { createHash } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP and friends for the app and the API. Scripts only from our origin, and the shell's own
 * inline scripts by their hash (inlineScriptHashes); styles allow inline attributes because
 * react-aria positions popovers with them; no framing by other sites.
 * A route that sets one of these headers itself keeps its own (`overwrite: false`): served
 * uploads answer with a stricter CSP (`default-src 'none'; sandbox`) that this must not replace.
 */
// WebAssembly compiles (the camera's barcode reader), never eval() of strings.
const SCRIPT_SRC = ["'self'", "'wasm-unsafe-eval'"];

const OPTIONS = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: SCRIPT_SRC,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The Excel reader and writer (fflate) unzip and zip large sheets in blob: workers.
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  // The camera scans barcodes (document lines); the microphone is the softphone's.
  permissionsPolicy: { camera: ['self'], geolocation: [], microphone: ['self'] },
  overwrite: false,
} satisfies Parameters<typeof secureHeaders>[0];

const applyTo = secureHeaders(OPTIONS);
const nothingMore = async () => {};

/** Responses built with every security header already in them (securedJson), left as they are. */
const secured = new WeakSet<Response>();

/**
 * The CSP sources for the inline classic scripts of a page (`'sha256-…'`): index.html's boot
 * script runs before the first paint, which a script file would hold back by a round trip.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The headers of every response; `scriptHashes` (inlineScriptHashes) are the shell's inline scripts. */
export function securityHeaders(scriptHashes: readonly string[] = []): MiddlewareHandler {
  const apply =
    scriptHashes.length === 0
      ? applyTo
      : secureHeaders({
          ...OPTIONS,
          contentSecurityPolicy: {
            ...OPTIONS.contentSecurityPolicy,
            scriptSrc: [...SCRIPT_SRC, ...scriptHashes],
          },
        });
  return async (c, next) => {
    await next();
    if (!secured.has(c.res)) await apply(c, nothingMore);
  };
}

/** The headers the middleware gives a response that has none of its own, read from a probe once. */
async function probeHeaders(): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use(applyTo);
  probe.get('/', (c) => c.body(null));
  return Object.fromEntries((await probe.request('/')).headers);
}

let jsonHeaders: Promise<Readonly<Record<string, string>>> | undefined;

/**
 * A JSON text answer that carries the security headers from the start, as a plain object:
 * @hono/node-server writes that straight out, while adding headers to a finished response makes
 * it build a Headers object first (a large share of a light request's time). Only for a handler
 * whose middleware sets no header with c.header(): a Response returned as is does not take them.
 */
export async function securedJson(text: string): Promise<Response> {
  jsonHeaders ??= probeHeaders().then((headers) =>
    Object.freeze({ ...headers, 'content-type': 'application/json' }),
  );
  const response = new Response(text, { status: 200, headers: await jsonHeaders });
  secured.add(response);
  return response;
}
