import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** The service worker is written by vite-plugin-pwa's own closing step: never risk a stale copy. */
const SKIPPED = /^(?:sw|workbox-[\w-]+)\.m?js$/;
/** Below this a compressed copy saves less than its extra request headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name) && !SKIPPED.test(entry.name)) yield path;
  }
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the client build, once,
 * at the highest levels; the server sends the copy the browser accepts (serveStatic's
 * `precompressed`). Compressing per request would spend the CPU the API needs.
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'sen-precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        for await (const path of files(outDir)) {
          if ((await stat(path)).size < MIN_BYTES) continue;
          const source = await readFile(path);
          const br = await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          await writeFile(`${path}.br`, br);
          await writeFile(`${path}.gz`, await gz(source, { level: 9 }));
        }
      },
    },
  };
}
