import type { Plugin, Rollup } from 'vite';
import { chunksByFile, firstLoadFiles } from './hoist-imports-plugin.ts';

/** What the first download must not carry, and what to do instead. */
export const KEPT_OUT = [
  {
    test: /node_modules\/zod\/v4\/classic\//,
    instead: "import from 'zod/mini' in modules the first download needs (docs/performance.md)",
  },
  {
    test: /\/src\/contract\/auth\/menu-[\w-]+\.ts$/,
    instead: 'the menu declarations come with the frame and the screens that draw a menu (visible-menu.ts)',
  },
  {
    test: /\/src\/contract\/entities\//,
    instead: 'an entity route fetches its declaration with its screen (entity-ui/entity-route.tsx)',
  },
  {
    test: /\/src\/locales\/[^/]+\/messages\.po$/,
    instead: 'messages reach the app with the chunk that shows them (scripts/chunk-messages-plugin.ts)',
  },
] as const;

/** The modules of the chunks an entry loads before anything else, each with the chunk it is in. */
export function firstLoadModules(bundle: Rollup.OutputBundle): Map<string, string> {
  const chunks = chunksByFile(Object.values(bundle));
  const modules = new Map<string, string>();
  for (const file of firstLoadFiles(chunks))
    for (const id of Object.keys(chunks[file]?.modules ?? {})) modules.set(id, file);
  return modules;
}

/** The app's own modules of the first download through which `id` is imported. */
function ownImporters(
  id: string,
  importersOf: (id: string) => readonly string[],
  firstLoad: Map<string, string>,
) {
  const own = new Set<string>();
  const seen = new Set([id]);
  const pending = [id];
  for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
    for (const importer of importersOf(module)) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      // A library's own modules (a re-exporting index is not even in a chunk) lead to the app's.
      if (importer.includes('/node_modules/')) pending.push(importer);
      else if (firstLoad.has(importer)) own.add(importer);
    }
  }
  return [...own];
}

/**
 * Fails the client build when the first download would carry what was taken out of it (docs/performance.md): a library of several kB slips back in with a single import, and nothing else
 * would say so until the next Lighthouse run. The message names the module that brought it.
 */
export function firstLoadGuard(): Plugin {
  return {
    name: 'sen-first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules = firstLoadModules(bundle);
      for (const [id] of modules) {
        const rule = KEPT_OUT.find(({ test }) => test.test(id));
        if (!rule) continue;
        const by = ownImporters(id, (module) => this.getModuleInfo(module)?.importers ?? [], modules);
        this.error(`${id} is in the first download (through ${by.join(', ') || '?'}): ${rule.instead}`);
      }
    },
  };
}
