import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { frameCode, framePreloadScript } from './frame-preload-plugin.ts';

function chunk(fileName: string, imports: string[], moduleIds: string[], isEntry = false) {
  return { type: 'chunk', fileName, imports, isEntry, moduleIds } as unknown as Rollup.OutputChunk;
}

const bundle = {
  'assets/app.js': chunk('assets/app.js', ['assets/vendor.js'], ['/src/main.tsx'], true),
  'assets/vendor.js': chunk('assets/vendor.js', [], ['/node_modules/react/index.js']),
  'assets/frame.js': chunk(
    'assets/frame.js',
    ['assets/vendor.js', 'assets/frame_list.js'],
    ['/src/features/shell/AppFrame.tsx'],
  ),
  'assets/frame_list.js': chunk(
    'assets/frame_list.js',
    ['assets/app.js', 'assets/icons.js'],
    ['/src/ui/Menu.tsx'],
  ),
  'assets/icons.js': chunk('assets/icons.js', [], ['/node_modules/lucide-react/x.js']),
  'assets/Report.js': chunk('assets/Report.js', ['assets/frame_list.js'], ['/src/Report.tsx']),
};

describe('frameCode', () => {
  it('lists the frame’s chunk and all it imports, through any chunk, but not the first download', () => {
    expect(frameCode(bundle, { name: 'frame', test: /\/AppFrame\.tsx$/ }).sort()).toEqual([
      '/assets/frame.js',
      '/assets/frame_list.js',
      '/assets/icons.js',
    ]);
  });

  it('fails the build when no chunk holds the frame', () => {
    expect(() => frameCode(bundle, { name: 'frame', test: /\/Missing\.tsx$/ })).toThrow(/no chunk holds/);
  });
});

describe('framePreloadScript', () => {
  it('is one inline classic script (its hash goes into the CSP) naming every chunk', () => {
    const script = framePreloadScript(['/assets/frame.js', '/assets/icons.js']);
    expect(script.match(/<script>/g)).toHaveLength(1);
    expect(script).toContain('["/assets/frame.js","/assets/icons.js"]');
    expect(script).toContain("link.rel = 'modulepreload'");
  });
});
