import { dirname, posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type Chunks = Record<string, Rollup.RenderedChunk>;

/** A bundle's chunks by file name, its assets left out. */
export function chunksByFile(
  files: Iterable<Rollup.OutputChunk | Rollup.OutputAsset>,
): Record<string, Rollup.OutputChunk> {
  const chunks: Record<string, Rollup.OutputChunk> = {};
  for (const file of files) if (file.type === 'chunk') chunks[file.fileName] = file;
  return chunks;
}

/** Every chunk `start` imports statically, directly or through others, but `stop`. */
export function transitiveImports(start: readonly string[], chunks: Chunks, stop: ReadonlySet<string>) {
  const found = new Set<string>();
  const pending = [...start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file) || stop.has(file)) continue;
    found.add(file);
    pending.push(...(chunks[file]?.imports ?? []));
  }
  return found;
}

/** The chunks of the first download: every entry and all it imports statically. */
export function firstLoadFiles(chunks: Chunks): Set<string> {
  const entries = Object.values(chunks).filter((chunk) => chunk.isEntry);
  return transitiveImports(
    entries.map((chunk) => chunk.fileName),
    chunks,
    new Set(),
  );
}

/**
 * Rollup's `hoistTransitiveImports`, which Rolldown does not implement, for lazily loaded chunks:
 * each names every chunk it needs, not only those it imports itself. The browser then asks for the
 * whole tree as soon as it has read the chunk, instead of one level per round trip (the dashboard
 * took six levels, ≈ 1.2 s on a fast network). The added imports come after the chunk's own, so
 * modules still run in the same order: by the time the added ones are reached they have run.
 * Vite's module preload would do the same at the cost of a `<link>` per dependency per lazy
 * import, appended on the main thread (vite.config.ts `modulePreload: false`).
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'sen-hoist-imports',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isDynamicEntry) return null;
      const chunks = meta.chunks as Chunks;
      // The first load's chunks are in the page already.
      const initial = new Set(
        Object.values(chunks)
          .filter((c) => c.isEntry)
          .flatMap((c) => [c.fileName, ...c.imports]),
      );
      const direct = new Set(chunk.imports);
      const deeper = [...transitiveImports(chunk.imports, chunks, initial)].filter(
        (file) => !direct.has(file),
      );
      if (deeper.length === 0) return null;
      const from = dirname(chunk.fileName);
      const imports = deeper.map((file) => `import "./${posix.relative(from, file)}";`).join('');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}
