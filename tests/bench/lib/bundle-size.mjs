import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from './processes.mjs';

const CLIENT = join(ROOT, 'dist/client');

function sizes(file) {
  const source = readFileSync(join(CLIENT, file));
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source).length,
  };
}

const kB = (bytes) => Number((bytes / 1024).toFixed(1));

/** main.tsx's chunk among index.html's module scripts (named `app` in vite.config.ts). */
function entryFile(scripts) {
  const entry = scripts.filter((file) => /^assets\/app-[\w-]+\.js$/.test(file));
  if (entry.length !== 1) throw new Error(`index.html names ${entry.length} app-*.js entries, not one`);
  return entry;
}

/**
 * What the first visit downloads before any route code: the module scripts index.html names (the
 * app's entry and the library chunk the build groups its static imports into, vite.config.ts) and
 * any chunk it preloads, in kB raw, gzip and Brotli, each and in all.
 */
export function firstLoadSizes() {
  const html = readFileSync(join(CLIENT, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/(assets\/[\w.-]+\.js)"/g)].map(
    (m) => m[1],
  );
  if (scripts.length === 0) throw new Error('dist/client/index.html names no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/(assets\/[\w.-]+\.js)"/g)].map(
    (m) => m[1],
  );
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"/g)].map(
    (m) => m[1],
  );
  const sum = (files) =>
    files
      .map(sizes)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
        raw: 0,
        gzip: 0,
        brotli: 0,
      });
  const row = (s) => ({ 'raw kB': kB(s.raw), 'gzip kB': kB(s.gzip), 'brotli kB': kB(s.brotli) });
  const firstLoad = [...scripts, ...preloads];
  const total = sum(firstLoad);
  const perFile = Object.fromEntries(
    firstLoad.map((file) => [file.replace(/^assets\//, ''), row(sizes(file))]),
  );
  return {
    // The entry file alone (main.tsx's chunk, `app-*.js` in vite.config.ts) and with what it imports.
    entryGzipKb: kB(sum(entryFile(scripts)).gzip),
    firstLoadGzipKb: kB(total.gzip),
    table: {
      ...perFile,
      [`first-load JS (${firstLoad.length} files)`]: row(total),
      stylesheet: row(sum(css)),
    },
  };
}
