/**
 * Sen's own TypeScript modules (declarations, SQL renderers) loaded into a benchmark, through
 * Vite's SSR loader with the Lingui transform the server build uses (vite.config.ts): a baseline
 * that takes a table's name, projection or sort from the declaration cannot go stale when the
 * declaration changes.
 */
import { join } from 'node:path';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { createServer } from 'vite';
import { ROOT } from './processes.mjs';

/** `load('src/…/x.ts', …)` → the modules, in order; the loader is closed afterwards. */
export async function loadSenModules(...paths) {
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  });
  try {
    const modules = [];
    for (const path of paths) modules.push(await vite.ssrLoadModule(join(ROOT, path)));
    return modules;
  } finally {
    await vite.close();
  }
}
