import { lanes } from './calendar-time.ts';
import type { Placed } from './grid-model.ts';

/**
 * Where a column's bookings are drawn. Overlapping bookings share the column's width in lanes; a
 * cluster needing more lanes than fit (`maxLanes`) keeps its first `maxLanes - 1` lanes and
 * gathers the rest into one "+N" chip per hour in the last lane, which lists them. A week of 60
 * staff (60 bookings at every hour of each day) is then a few hundred boxes instead of 3,000
 * slivers 2 px wide that nobody can read or grab — and that the browser styled, laid out and
 * painted again on every drop (docs/performance.md, "Appointment calendar").
 */
export interface LaneBox {
  placed: Placed;
  lane: number;
  of: number;
}

export interface MoreChip {
  /** The hour (0–23) its bookings start in. */
  hour: number;
  start: number;
  end: number;
  lane: number;
  of: number;
  items: Placed[];
}

export interface ColumnLayout {
  shown: LaneBox[];
  more: MoreChip[];
}

/** Lanes of at least this width (px): enough for a booking's start time. */
export const LANE_MIN_PX = 32;

/** How many lanes a column of `width` px can hold side by side (never fewer than 2). */
export function lanesFor(width: number): number {
  return Math.max(2, Math.floor(width / LANE_MIN_PX));
}

export function layoutColumn(items: readonly Placed[], maxLanes: number): ColumnLayout {
  const laneOf = lanes(items.map((p) => ({ id: p.task.id, start: p.start, end: p.end })));
  const shown: LaneBox[] = [];
  const hidden = new Map<number, Placed[]>();
  for (const placed of items) {
    const { lane, of } = laneOf.get(placed.task.id) ?? { lane: 0, of: 1 };
    if (of <= maxLanes) shown.push({ placed, lane, of });
    else if (lane < maxLanes - 1) shown.push({ placed, lane, of: maxLanes });
    else {
      const hour = Math.floor(placed.start / 60);
      const list = hidden.get(hour);
      if (list) list.push(placed);
      else hidden.set(hour, [placed]);
    }
  }
  const more = [...hidden].map(([hour, list]): MoreChip => {
    list.sort((a, b) => a.start - b.start || a.end - b.end);
    const start = list[0]?.start ?? hour * 60;
    // Within its hour: the next hour's chip starts there, so chips never cover each other.
    const end = Math.min(Math.max(...list.map((p) => p.end)), (hour + 1) * 60);
    return { hour, start, end, lane: maxLanes - 1, of: maxLanes, items: list };
  });
  more.sort((a, b) => a.hour - b.hour);
  return { shown, more };
}
