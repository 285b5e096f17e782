import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later, so the Android tablets and phones staff use):
 * a file that starts with it has every function compiled on a background thread while it
 * downloads. Without it V8 compiles a function on the main thread the first time it is called,
 * and a first visit calls thousands of React's, the router's and the frame's: the largest share of
 * the main thread's work on a first visit, where a phone cannot answer a tap (docs/performance.md).
 * Other browsers read it as a comment.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the hint first in the bundle's chunks named in `eager`. */
export function addCompileHints(bundle: Rollup.OutputBundle, eager: ReadonlySet<string>) {
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && eager.has(file.name)) file.code = `${EAGER_COMPILE_HINT}\n${file.code}`;
  }
}

/**
 * The hint for the chunks named in `eager`, the code a first visit runs as soon as it arrives.
 * The others, whose functions mostly wait for a click (an export, a form), would cost compile
 * time and memory for nothing. Last of the bundle's hooks: after minification, which drops
 * comments, and after Vite writes its preload map above a chunk's code.
 */
export function eagerCompileHints(eager: Iterable<string>): Plugin {
  const names = new Set(eager);
  return {
    name: 'sen-eager-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler: (_options, bundle) => addCompileHints(bundle, names),
    },
  };
}
