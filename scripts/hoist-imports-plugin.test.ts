import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { hoistTransitiveImports, transitiveImports } from './hoist-imports-plugin.ts';

function chunk(fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared') {
  return {
    fileName,
    imports,
    isEntry: kind === 'entry',
    isDynamicEntry: kind === 'lazy',
  } as Rollup.RenderedChunk;
}

// index (entry) → vendor; page (lazy) → form → input → icon, form → vendor; other (lazy) → icon
const chunks = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/vendor.js'], 'entry'),
    chunk('assets/vendor.js', [], 'shared'),
    chunk('assets/page.js', ['assets/form.js', 'assets/vendor.js'], 'lazy'),
    chunk('assets/form.js', ['assets/input.js', 'assets/vendor.js'], 'shared'),
    chunk('assets/input.js', ['assets/icon.js'], 'shared'),
    chunk('assets/icon.js', [], 'shared'),
    chunk('assets/other.js', ['assets/icon.js'], 'lazy'),
  ].map((c) => [c.fileName, c]),
);

function render(fileName: string) {
  const plugin = hoistTransitiveImports();
  const hook = plugin.renderChunk as (...args: unknown[]) => { code: string } | null;
  return hook.call({}, 'import "./form.js";\nexport const page = 1;', chunks[fileName], {}, { chunks });
}

describe('transitiveImports', () => {
  it('follows imports through every level and stops at what is already loaded', () => {
    const found = transitiveImports(['assets/form.js'], chunks, new Set(['assets/vendor.js']));
    expect([...found].sort()).toEqual(['assets/form.js', 'assets/icon.js', 'assets/input.js']);
  });
});

describe('hoistTransitiveImports', () => {
  it('makes a lazy chunk name the chunks its imports need, after its own imports', () => {
    const result = render('assets/page.js');
    expect(result?.code).toBe(
      'import "./form.js";\nexport const page = 1;\nimport "./input.js";import "./icon.js";\n',
    );
  });

  it('leaves alone a lazy chunk that already names all it needs, and shared chunks', () => {
    expect(render('assets/other.js')).toBeNull();
    expect(render('assets/form.js')).toBeNull();
  });
});
