import { memo, useEffect, useState } from 'react';
import type { CalendarTask } from '../../../contract/api/tasks.api.ts';
import { minutesOfDay } from '../../../contract/domain/task-status.ts';
import { clock, DAY_MINUTES, dayOf, minuteOf } from './calendar-time.ts';
import { type MotionStore, useMotion } from './gesture-store.ts';
import type { GridColumn, Slot } from './grid-model.ts';

/** Pixels of one hour on the time grid. */
export const HOUR_PX = 56;
export const px = (minutes: number) => (minutes / 60) * HOUR_PX;

const CANCELLED = new Set(['cancelled', 'no_show']);

/** Left and width of lane `lane` of `of` side by side in a column, inset from its lines. */
export function laneStyle(lane: number, of: number) {
  return { left: `calc(${(lane / of) * 100}% + 2px)`, width: `calc(${100 / of}% - 4px)` };
}

/** What an item shows first: a ticket's title, else the customer. */
export function titleOf(task: CalendarTask): string {
  return task.tieu_de ?? task.ten_kh ?? task.ma_kh;
}

/** One booking on the grid: a button (Enter opens it, M picks it up to move with the arrows). */
export const EventBlock = memo(function EventBlock({
  task,
  start,
  end,
  lane,
  of,
  color,
}: {
  task: CalendarTask;
  start: number;
  end: number;
  lane: number;
  of: number;
  color: string;
}) {
  const height = Math.max(px(end - start), 18);
  const compact = height < 40;
  const time = `${clock(start)}–${clock(end)}`;
  const who = [task.ten_nv, task.ten_phong].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      data-task={task.id}
      aria-label={`${task.ma_lh}: ${titleOf(task)}, ${time}${who ? `, ${who}` : ''}`}
      aria-keyshortcuts="M"
      className={`absolute cursor-grab touch-none overflow-hidden rounded-md border-l-[3px] px-1.5 text-left text-xs leading-tight text-heading outline-none select-none hover:z-10 hover:shadow-card focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500 data-[dragging=true]:opacity-40 ${CANCELLED.has(task.trang_thai) ? 'line-through opacity-60' : ''}`}
      style={{
        top: px(start),
        height,
        ...laneStyle(lane, of),
        borderLeftColor: color,
        background: `color-mix(in srgb, ${color} 16%, var(--color-surface))`,
      }}
    >
      <span className={compact ? 'flex gap-1 truncate' : 'block pt-0.5'}>
        <span className="font-semibold">{clock(start)}</span>{' '}
        <span className={compact ? 'truncate' : 'block truncate font-medium'}>{titleOf(task)}</span>
      </span>
      {!compact && (
        <span className="block truncate text-muted">
          {task.ten_loai ?? ''}
          {who ? ` · ${who}` : ''}
        </span>
      )}
      <span data-resize aria-hidden="true" className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize" />
    </button>
  );
});

/** The box of a slot on the grid, inset from its column's lines. */
function slotBox(slot: Slot, colWidth: number) {
  return {
    left: slot.col * colWidth + 2,
    width: colWidth - 4,
    top: px(slot.start),
    height: Math.max(px(slot.end - slot.start), 18),
  };
}

/** Where a drag or the keyboard would put the booking, with its time. */
export function GhostBox({
  store,
  colWidth,
  columns,
}: {
  store: MotionStore;
  colWidth: number;
  columns: readonly GridColumn[];
}) {
  const gesture = useMotion(store, (s) => s.gesture);
  if (!gesture) return null;
  const column = columns[gesture.col];
  return (
    <div
      aria-hidden="true"
      data-testid="calendar-ghost"
      className="pointer-events-none absolute z-20 rounded-md border-2 border-dashed border-primary-500 bg-primary-100/70 px-1.5 py-0.5 text-xs font-semibold text-primary-ink"
      style={slotBox(gesture, colWidth)}
    >
      {clock(gesture.start)}–{clock(gesture.end)}
      {column?.resource ? <span className="block truncate font-normal">{column.title}</span> : null}
    </div>
  );
}

/** The keyboard cursor (shown while the grid has the keyboard focus). */
export function CursorBox({ store, colWidth }: { store: MotionStore; colWidth: number }) {
  const cursor = useMotion(store, (s) => s.cursor);
  const moving = useMotion(store, (s) => s.gesture !== null);
  if (moving) return null;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute z-10 hidden rounded-md border-2 border-primary-500 bg-primary-50/60 group-focus-visible/grid:block"
      style={slotBox(cursor, colWidth)}
    />
  );
}

/** The current time across today's columns, moved every minute. */
export function NowLine({ columns, colWidth }: { columns: readonly GridColumn[]; colWidth: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const today = dayOf(now);
  const first = columns.findIndex((column) => column.day === today);
  if (first === -1) return null;
  const count = columns.filter((column) => column.day === today).length;
  return (
    <div
      data-testid="calendar-now"
      aria-hidden="true"
      className="pointer-events-none absolute z-10 h-0.5 bg-danger"
      style={{ top: px(minuteOf(now)), left: first * colWidth, width: count * colWidth }}
    >
      <span className="absolute -top-[5px] -left-[5px] size-3 rounded-full bg-danger" />
    </div>
  );
}

/** Shades the hours of a staff column outside their shift. */
export function ShiftShade({ shift }: { shift: GridColumn['shift'] }) {
  if (!shift) return null;
  const from = minutesOfDay(shift.from);
  const to = minutesOfDay(shift.to);
  const shade = 'pointer-events-none absolute inset-x-0 bg-subtle/80';
  // A shift crossing midnight leaves its middle of the day outside.
  if (to <= from) return <div className={shade} style={{ top: px(to), height: px(from - to) }} />;
  return (
    <>
      <div className={shade} style={{ top: 0, height: px(from) }} />
      <div className={shade} style={{ top: px(to), height: px(DAY_MINUTES - to) }} />
    </>
  );
}
