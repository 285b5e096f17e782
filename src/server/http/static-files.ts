import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files whose names do not change between releases must always be revalidated. */
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(path)) return REVALIDATE;
  return 'public, max-age=3600';
}

/**
 * Serves the built client: hashed assets cached for a year, the shell and service worker
 * revalidated, and index.html for any extension-less path (client-side routes).
 */
export function mountClient(app: Hono<AppEnv>, distDir: string): void {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`The client is not built: ${indexPath} is missing`);
  const indexHtml = readFileSync(indexPath, 'utf8');

  app.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        c.header('Cache-Control', cacheControlFor(path.slice(distDir.length).replaceAll('\\', '/')));
      },
    }),
  );
  app.get('*', (c) => {
    if (extname(c.req.path) !== '') return c.text('Not found', 404);
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml);
  });
}
