import type { CalendarTask } from '../../../contract/api/tasks.api.ts';
import { clamp, DAY_MINUTES, dayOf, minuteOf, SLOT_MINUTES } from './calendar-time.ts';

/** What the time grid draws: columns (days or staff / rooms of one day) and bookings placed in them. */

export interface GridColumn {
  key: string;
  day: string;
  /** Staff or room code the column stands for; null for a day column or "not assigned". */
  resource: string | null;
  title: string;
  subtitle?: string | undefined;
  /** Staff shift ('HH:mm'): the hours outside it are shaded. */
  shift?: { from: string; to: string } | null | undefined;
}

export interface Placed {
  task: CalendarTask;
  start: number;
  end: number;
}

/** A slot on the grid: a column and a span of minutes of its day. */
export interface Slot {
  col: number;
  start: number;
  end: number;
}

/** A booking being moved or resized (pointer or keyboard), or a new one being drawn. */
export interface Gesture extends Slot {
  kind: 'create' | 'move' | 'resize';
  task: CalendarTask | null;
}

export type ResourceKind = 'staff' | 'room';

export function resourceOf(task: CalendarTask, kind: ResourceKind): string | null {
  return kind === 'staff' ? task.ma_nv : task.ma_phong;
}

/** Bookings by column key: the column of their start day (and resource), clipped to that day. */
export function placeTasks(
  tasks: readonly CalendarTask[],
  columns: readonly GridColumn[],
  resourceKind: ResourceKind | null,
): Map<string, Placed[]> {
  const out = new Map<string, Placed[]>(columns.map((column) => [column.key, []]));
  const byKey = new Map(columns.map((column) => [columnKeyOf(column.day, column.resource), column.key]));
  for (const task of tasks) {
    const startAt = Date.parse(task.ngay_bd);
    const day = dayOf(startAt);
    const resource = resourceKind ? resourceOf(task, resourceKind) : null;
    const key =
      byKey.get(columnKeyOf(day, resource)) ?? (resourceKind ? byKey.get(columnKeyOf(day, null)) : undefined);
    if (!key) continue;
    const start = minuteOf(startAt);
    const minutes = Math.round((Date.parse(task.ngay_kt) - startAt) / 60_000);
    const end = clamp(start + Math.max(minutes, SLOT_MINUTES), start + 1, DAY_MINUTES);
    out.get(key)?.push({ task, start, end });
  }
  return out;
}

export function columnKeyOf(day: string, resource: string | null): string {
  return `${day}|${resource ?? ''}`;
}
