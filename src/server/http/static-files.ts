import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { inlineScriptHashes } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files whose names do not change between releases must always be revalidated. */
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(path)) return REVALIDATE;
  return 'public, max-age=3600';
}

interface ShellVariant {
  encoding: 'br' | 'gzip' | null;
  body: Uint8Array<ArrayBuffer>;
}

/** index.html as the build compressed it, best first, then as it is (the last resort). */
function shellVariants(indexPath: string): ShellVariant[] {
  const compressed = (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, file: `${indexPath}.${encoding === 'br' ? 'br' : 'gz'}` }))
    .filter(({ file }) => existsSync(file))
    .map(({ encoding, file }) => ({ encoding, body: new Uint8Array(readFileSync(file)) }));
  return [...compressed, { encoding: null, body: new Uint8Array(readFileSync(indexPath)) }];
}

function shellPath(distDir: string): string {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`The client is not built: ${indexPath} is missing`);
  return indexPath;
}

/** The CSP sources the built shell's inline scripts need (securityHeaders). */
export function shellScriptHashes(distDir: string): string[] {
  return inlineScriptHashes(readFileSync(shellPath(distDir), 'utf8'));
}

/**
 * Serves the built client: hashed assets cached for a year, the shell and service worker
 * revalidated, and index.html for any extension-less path (client-side routes), each text file
 * in the compressed copy the browser accepts.
 */
export function mountClient(app: Hono<AppEnv>, distDir: string): void {
  const shell = shellVariants(shellPath(distDir));

  app.use(
    '*',
    serveStatic({
      root: distDir,
      // The build writes .br and .gz beside each text file (scripts/precompress-plugin.ts).
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', cacheControlFor(path.slice(distDir.length).replaceAll('\\', '/')));
      },
    }),
  );
  app.get('*', (c) => {
    if (extname(c.req.path) !== '') return c.text('Not found', 404);
    c.header('Cache-Control', REVALIDATE);
    c.header('Vary', 'Accept-Encoding');
    const accepted = c.req.header('accept-encoding') ?? '';
    // The uncompressed last variant always matches.
    const variant = shell.find((v) => v.encoding === null || accepted.includes(v.encoding)) as ShellVariant;
    if (variant.encoding) c.header('Content-Encoding', variant.encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(variant.body);
  });
}
