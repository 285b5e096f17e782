import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadModules, KEPT_OUT } from './first-load-guard-plugin.ts';

function chunk(fileName: string, imports: string[], modules: string[], isEntry = false) {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    modules: Object.fromEntries(modules.map((id) => [id, {}])),
  } as unknown as Rollup.OutputChunk;
}

describe('firstLoadModules', () => {
  it('holds the modules of the entry and of every chunk it imports, not of lazy chunks', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/vendor.js'], ['/src/main.tsx'], true),
        chunk('assets/vendor.js', ['assets/runtime.js'], ['/node_modules/zod/v4/mini/schemas.js']),
        chunk('assets/runtime.js', [], ['\0rolldown/runtime.js']),
        chunk('assets/page.js', ['assets/vendor.js'], ['/node_modules/zod/v4/classic/schemas.js']),
      ].map((c) => [c.fileName, c]),
    );
    expect(Object.fromEntries(firstLoadModules(bundle))).toEqual({
      '/src/main.tsx': 'assets/index.js',
      '/node_modules/zod/v4/mini/schemas.js': 'assets/vendor.js',
      '\0rolldown/runtime.js': 'assets/runtime.js',
    });
  });
});

describe('KEPT_OUT', () => {
  const keptOut = (id: string) => KEPT_OUT.some(({ test }) => test.test(id));

  it('refuses classic zod, the menu and entity declarations and whole catalogues, not zod/mini or its core', () => {
    expect(keptOut('/app/node_modules/zod/v4/classic/schemas.js')).toBe(true);
    expect(keptOut('/app/src/contract/auth/menu-sales.ts')).toBe(true);
    expect(keptOut('/app/src/contract/auth/route-access.ts')).toBe(false);
    expect(keptOut('/app/src/contract/entities/stock/units.entity.ts')).toBe(true);
    expect(keptOut('/app/src/contract/entity/define.ts')).toBe(false);
    expect(keptOut('/app/src/locales/vi/messages.po')).toBe(true);
    expect(keptOut('/app/node_modules/zod/v4/mini/schemas.js')).toBe(false);
    expect(keptOut('/app/node_modules/zod/v4/core/schemas.js')).toBe(false);
  });
});
