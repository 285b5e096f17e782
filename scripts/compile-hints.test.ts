import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { addCompileHints } from './compile-hints.ts';

const chunk = (name: string, code: string) => ({ type: 'chunk', name, code }) as Rollup.OutputChunk;

describe('addCompileHints', () => {
  it('starts the named chunks with V8’s magic comment, on a line of its own, and leaves the rest', () => {
    const bundle = {
      'vendor-A1.js': chunk('vendor', 'import{r as e}from"./rt.js";'),
      'app-B2.js': chunk('app', 'const __vite__mapDeps=(i)=>i;'),
      'excel-file-C3.js': chunk('excel-file', 'var e=1;'),
      'app.css': { type: 'asset', name: 'app', source: 'a{}' } as unknown as Rollup.OutputAsset,
    };
    addCompileHints(bundle, new Set(['vendor', 'app']));
    expect(bundle['vendor-A1.js'].code).toBe('//# allFunctionsCalledOnLoad\nimport{r as e}from"./rt.js";');
    expect(bundle['app-B2.js'].code).toBe('//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=(i)=>i;');
    expect(bundle['excel-file-C3.js'].code).toBe('var e=1;');
    expect(bundle['app.css']).toEqual({ type: 'asset', name: 'app', source: 'a{}' });
  });
});
