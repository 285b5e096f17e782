import type { Rollup } from 'vite';
import { chunksByFile, firstLoadFiles, transitiveImports } from './hoist-imports-plugin.ts';

/*
 * One chunk per set of "shell" screens instead of the bundler's one chunk per set of lazy imports.
 * Left to itself Rolldown splits what the signed-in frame needs into ~60 small chunks (an icon, a
 * hook, a React Aria piece each), which a first visit fetches six at a time over HTTP/1.1: the
 * dashboard's own code and data queued behind them (docs/performance.md "Build").
 *
 * The client build therefore runs twice (vite.config.ts). The first pass chunks automatically,
 * and `planShellChunks` reads its output: every module of a chunk that a shell screen loads
 * (statically, after tree-shaking) is assigned to the group named after all the shell screens
 * that load it — `frame` for the signed-in frame alone, `frame_public` for what the frame shares
 * with the sign-in page, and so on. The second pass builds those groups. A shell screen thus loads
 * nothing it does not use, in a few requests; other screens keep the automatic chunking and import
 * the groups for what they share with the shell, which a signed-in visit has loaded already.
 * The module graph alone could not give this: a library's index re-exports all of it, so every
 * React Aria module looks needed by every screen until tree-shaking has run.
 */

export interface ShellScreen {
  /** A part of the chunk names: `frame`, `public`, … */
  name: string;
  /** The screen's module (a route's split component carries `?tsr-split=component`). */
  test: RegExp;
}

/** Module id → the group it belongs to, from a build chunked automatically. */
export type ShellChunkPlan = ReadonlyMap<string, string>;

/**
 * The chunks a screen loads beyond the first download (`initial`): those holding its module and
 * all they import. A screen no chunk holds fails the build, so a renamed file cannot silently
 * undo what depends on it.
 */
export function screenChunks(
  chunks: Record<string, Rollup.OutputChunk>,
  screen: ShellScreen,
  initial: ReadonlySet<string> = firstLoadFiles(chunks),
): Set<string> {
  const homes = Object.values(chunks).filter((chunk) => chunk.moduleIds.some((id) => screen.test.test(id)));
  if (homes.length === 0) throw new Error(`no chunk holds the screen "${screen.name}" (${screen.test})`);
  return transitiveImports(
    homes.map((chunk) => chunk.fileName),
    chunks,
    initial,
  );
}

export function planShellChunks(
  output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[],
  screens: readonly ShellScreen[],
): ShellChunkPlan {
  const chunks = chunksByFile(output);
  // The first download's chunks are grouped by vite.config.ts already.
  const initial = firstLoadFiles(chunks);
  const loadedBy = new Map<string, string[]>();
  for (const screen of screens) {
    for (const file of screenChunks(chunks, screen, initial))
      loadedBy.set(file, [...(loadedBy.get(file) ?? []), screen.name]);
  }
  const plan = new Map<string, string>();
  for (const [file, names] of loadedBy) {
    for (const id of chunks[file]?.moduleIds ?? []) plan.set(id, names.join('_'));
  }
  return plan;
}
