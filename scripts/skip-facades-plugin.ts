import type { Plugin, Rollup } from 'vite';
import { chunksByFile, firstLoadFiles } from './hoist-imports-plugin.ts';

/*
 * A dynamic import whose module the build placed in a group chunk (vite.config.ts: the shell
 * screens, the entity declarations) loads a chunk that only re-exports that group:
 * `export{t as component}from"./public-….js"`. The browser learns what to fetch next only once
 * that chunk has arrived: a whole round trip of a phone's network before the page's code even
 * starts downloading, on every first visit of the sign-in page and the dashboard, and the
 * group chunk's own imports another. The importers are rewritten to load at once the group chunk
 * and every chunk the facade names (all it needs, hoist-imports-plugin.ts), and to pick the same
 * exports from the group chunk. Each chunk still runs after the chunks it imports.
 * The rewrite happens after the file names are hashed, and needs no new names: what it writes is
 * read from the facade's name and contents, which the importer's hash already covers.
 */

/** `export{a as b,c}from"./target.js"` followed only by bare imports (minified or not). */
const FACADE =
  /^\s*export\s*\{([^}]*)\}\s*from\s*["']\.\/([\w.-]+\.js)["'];?\s*((?:import\s*["']\.\/[\w.-]+\.js["'];?\s*)*)$/;
const BARE_IMPORT = /import\s*["']\.\/([\w.-]+\.js)["']/g;

export interface Facade {
  target: string;
  /** The other chunks it imports: all the target needs (hoist-imports-plugin.ts). */
  needs: string[];
  /** Exported name → the target's name for it. */
  names: [exported: string, local: string][];
}

/** What a chunk re-exports, when that is all it does. */
export function readFacade(code: string): Facade | null {
  const match = FACADE.exec(code);
  if (!match) return null;
  const names = (match[1] as string)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): [string, string] => {
      const [local, exported = local] = part.split(/\s+as\s+/);
      return [exported as string, local as string];
    });
  const needs = [...(match[3] as string).matchAll(BARE_IMPORT)].map((bare) => bare[1] as string);
  return { target: match[2] as string, needs, names };
}

/**
 * `code` with every dynamic import of `file` (a sibling chunk) loading its target and everything
 * the target needs at once: one request wave instead of the facade's, then the target's, then theirs.
 */
export function importTargetInstead(code: string, file: string, facade: Facade): string {
  const picked = facade.names.map(([exported, local]) => `${JSON.stringify(exported)}:m.${local}`).join(',');
  const loads = [facade.target, ...facade.needs].map((chunk) => `import("./${chunk}")`).join(',');
  const specifier = new RegExp(`import\\(\\s*(["'\`])\\./${file.replace(/[.]/g, '\\.')}\\1\\s*\\)`, 'g');
  return code.replace(specifier, `Promise.all([${loads}]).then(([m])=>({${picked}}))`);
}

const baseName = (fileName: string) => fileName.replace(/^.*\//, '');

export function skipFacades(): Plugin {
  return {
    name: 'sen-skip-facades',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      // The first download's chunks are in the page already.
      const initial = new Set([...firstLoadFiles(chunksByFile(chunks))].map(baseName));
      const facades = new Map<string, Facade>();
      for (const chunk of chunks) {
        const facade = chunk.isDynamicEntry ? readFacade(chunk.code) : null;
        if (!facade) continue;
        facades.set(baseName(chunk.fileName), {
          ...facade,
          needs: facade.needs.filter((n) => !initial.has(n)),
        });
      }
      for (const chunk of chunks) {
        for (const [file, facade] of facades) {
          if (chunk.code.includes(file)) chunk.code = importTargetInstead(chunk.code, file, facade);
        }
      }
    },
  };
}
