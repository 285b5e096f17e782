import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { planShellChunks } from './shell-chunks.ts';

function chunk(fileName: string, imports: string[], moduleIds: string[], isEntry = false) {
  return { type: 'chunk', fileName, imports, isEntry, moduleIds } as unknown as Rollup.OutputChunk;
}

const SCREENS = [
  { name: 'frame', test: /\/AppFrame\.tsx$/ },
  { name: 'public', test: /\/PublicFrame\.tsx$/ },
];

// An automatic chunking: the entry, the two lazy frames, what they share and a page of their own.
const output = [
  chunk('entry.js', ['vendor.js'], ['/src/main.tsx'], true),
  chunk('vendor.js', [], ['/node_modules/react/index.js']),
  chunk('AppFrame.js', ['vendor.js', 'Button.js', 'menu.js'], ['/src/AppFrame.tsx']),
  chunk('PublicFrame.js', ['vendor.js', 'Button.js'], ['/src/PublicFrame.tsx']),
  chunk('Button.js', ['icon.js'], ['/src/ui/Button.tsx', '/node_modules/react-aria/useButton.js']),
  chunk('icon.js', [], ['/node_modules/lucide-react/x.js']),
  chunk('menu.js', [], ['/src/menu.ts']),
  chunk('Report.js', ['menu.js', 'chart.js'], ['/src/Report.tsx']),
  chunk('chart.js', [], ['/node_modules/recharts/index.js']),
];

describe('planShellChunks', () => {
  const plan = planShellChunks(output, SCREENS);

  it('groups each module by every shell screen that loads it, through any chunk', () => {
    expect(plan.get('/src/AppFrame.tsx')).toBe('frame');
    expect(plan.get('/src/menu.ts')).toBe('frame');
    expect(plan.get('/src/PublicFrame.tsx')).toBe('public');
    expect(plan.get('/src/ui/Button.tsx')).toBe('frame_public');
    expect(plan.get('/node_modules/react-aria/useButton.js')).toBe('frame_public');
    expect(plan.get('/node_modules/lucide-react/x.js')).toBe('frame_public');
  });

  it('leaves the first download and what no shell screen loads to the automatic chunking', () => {
    expect(plan.has('/src/main.tsx')).toBe(false);
    expect(plan.has('/node_modules/react/index.js')).toBe(false);
    expect(plan.has('/src/Report.tsx')).toBe(false);
    expect(plan.has('/node_modules/recharts/index.js')).toBe(false);
  });

  it('refuses a screen no chunk holds, so a renamed file cannot silently undo the grouping', () => {
    expect(() => planShellChunks(output, [...SCREENS, { name: 'gone', test: /\/Gone\.tsx$/ }])).toThrow(
      /"gone"/,
    );
  });
});
