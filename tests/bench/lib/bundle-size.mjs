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

/**
 * What the first visit downloads before any route code: the entry script index.html names and
 * every chunk it preloads (its static imports), in kB raw, gzip and Brotli.
 */
export function firstLoadSizes() {
  const html = readFileSync(join(CLIENT, 'index.html'), 'utf8');
  const entry = html.match(/<script type="module"[^>]*src="\/(assets\/index-[\w-]+\.js)"/)?.[1];
  if (!entry) throw new Error('dist/client/index.html names no entry script');
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
  const main = sizes(entry);
  return {
    entry,
    mainEntryGzipKb: kB(main.gzip),
    table: {
      'main entry': row(main),
      [`entry + ${preloads.length} preloaded chunks`]: row(sum([entry, ...preloads])),
      stylesheet: row(sum(css)),
    },
  };
}
