import { describe, expect, it } from 'vitest';
import type { CalendarTask } from '../../../contract/api/tasks.api.ts';
import { lanesFor, layoutColumn } from './column-layout.ts';
import type { Placed } from './grid-model.ts';

const at = (id: string, start: number, end: number): Placed => ({
  task: { id } as CalendarTask,
  start,
  end,
});

describe('layoutColumn', () => {
  it('draws clusters that fit as lanes, untouched', () => {
    const out = layoutColumn([at('a', 0, 60), at('b', 30, 90), at('c', 200, 260)], 4);
    expect(out.more).toEqual([]);
    expect(out.shown.map((b) => [b.placed.task.id, b.lane, b.of])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 1],
    ]);
  });

  it('keeps the first lanes of a crowded cluster and gathers the rest per hour in the last lane', () => {
    // Six at 09:00–10:30, then three more at 10:00 while those six still run: nine lanes.
    const six = Array.from({ length: 6 }, (_, i) => at(`n${i}`, 540, 630));
    const three = Array.from({ length: 3 }, (_, i) => at(`t${i}`, 600, 645));
    const out = layoutColumn([...six, ...three, at('later', 700, 760)], 4);
    const shown = out.shown.map((b) => [b.placed.task.id, b.lane, b.of]);
    expect(shown).toEqual([
      ['n0', 0, 4],
      ['n1', 1, 4],
      ['n2', 2, 4],
      ['later', 0, 1],
    ]);
    expect(out.more).toHaveLength(2);
    const [nine, ten] = out.more;
    // Each chip stays within its hour, so the next hour's chip is never covered.
    expect(nine).toMatchObject({ hour: 9, start: 540, end: 600, lane: 3, of: 4 });
    expect(nine?.items.map((p) => p.task.id)).toEqual(['n3', 'n4', 'n5']);
    expect(ten).toMatchObject({ hour: 10, start: 600, end: 645, lane: 3, of: 4 });
    expect(ten?.items.map((p) => p.task.id)).toEqual(['t0', 't1', 't2']);
    // Every booking is drawn once: as a box or in a chip.
    expect(shown.length + out.more.reduce((n, c) => n + c.items.length, 0)).toBe(10);
  });

  it('fits lanes of at least 32 px, and never fewer than two', () => {
    expect(lanesFor(140)).toBe(4);
    expect(lanesFor(40)).toBe(2);
  });
});
