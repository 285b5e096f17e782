import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CalendarTask } from '../../../contract/api/tasks.api.ts';
import { ColumnEvents } from './ColumnEvents.tsx';
import { clock, DAY_MINUTES } from './calendar-time.ts';
import { lanesFor } from './column-layout.ts';
import { CursorBox, GhostBox, HOUR_PX, NowLine, px, ShiftShade } from './GridParts.tsx';
import { createMotionStore } from './gesture-store.ts';
import type { GridColumn, Placed, Slot } from './grid-model.ts';
import { type GridActions, useGridGestures } from './use-grid-gestures.ts';

const GUTTER_PX = 56;
const HEADER_PX = 48;
/** Columns drawn beyond each side of the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 2;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export interface TimeGridProps {
  columns: readonly GridColumn[];
  placed: ReadonlyMap<string, Placed[]>;
  colorOf: (task: CalendarTask) => string;
  minColWidth: number;
  /** Length of a booking created by a click or Enter. */
  newLength: number;
  /** Minute the grid scrolls to when it opens. */
  firstMinute: number;
  actions: Omit<GridActions, 'announce' | 'describe'>;
  label: string;
}

function useVisibleColumns(
  scroller: React.RefObject<HTMLDivElement | null>,
  count: number,
  minWidth: number,
) {
  const [box, setBox] = useState({ width: 0, left: 0 });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const read = () => setBox({ width: element.clientWidth, left: element.scrollLeft });
    const observer = new ResizeObserver(read);
    observer.observe(element);
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    read();
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [scroller]);
  const colWidth = Math.max(minWidth, count > 0 ? (box.width - GUTTER_PX) / count : minWidth);
  const first = Math.max(0, Math.floor(box.left / colWidth) - OVERSCAN);
  const last = Math.min(count - 1, Math.ceil((box.left + box.width) / colWidth) + OVERSCAN);
  return { colWidth: Math.floor(colWidth), first, last };
}

/**
 * Day, week and resource views: columns over a 24-hour time axis. Only the columns in sight are
 * drawn (60 staff scroll sideways), the hour lines are one background, and a drag moves one ghost
 * (gesture-store.ts) instead of re-rendering the bookings.
 */
export function TimeGrid({
  columns,
  placed,
  colorOf,
  minColWidth,
  newLength,
  firstMinute,
  actions,
  label,
}: TimeGridProps) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const [spoken, setSpoken] = useState('');
  const { colWidth, first, last } = useVisibleColumns(scroller, columns.length, minColWidth);
  const store = useMemo(
    () =>
      createMotionStore({
        gesture: null,
        cursor: { col: 0, start: firstMinute, end: firstMinute + newLength },
      }),
    [firstMinute, newLength],
  );
  const byId = useMemo(() => {
    const map = new Map<string, { task: CalendarTask; col: number; start: number; end: number }>();
    columns.forEach((column, col) => {
      for (const p of placed.get(column.key) ?? [])
        map.set(p.task.id, { task: p.task, col, start: p.start, end: p.end });
    });
    return map;
  }, [columns, placed]);
  const describe = (slot: Slot) => {
    const column = columns[slot.col];
    return `${column?.title ?? ''} ${column?.subtitle ?? ''}, ${clock(slot.start)}–${clock(slot.end)}`;
  };
  const handlers = useGridGestures(
    store,
    { area, scroller, colWidth, columnCount: columns.length, placed: byId, newLength },
    { ...actions, announce: setSpoken, describe },
  );
  // The "+N" lists open bookings through the latest actions without re-rendering the columns.
  const latest = useRef(actions);
  latest.current = actions;
  const onOpen = useCallback((task: CalendarTask) => latest.current.onOpen(task), []);
  const maxLanes = lanesFor(colWidth);
  useEffect(() => {
    // A little above the first hour, so its label is not under the column headers.
    if (scroller.current) scroller.current.scrollTop = px(firstMinute) - 12;
  }, [firstMinute]);
  const visible = columns.slice(first, last + 1);
  const width = GUTTER_PX + colWidth * columns.length;
  const helpId = `${label}-help`;
  return (
    <div
      ref={scroller}
      className="relative h-[calc(100dvh-15rem)] min-h-96 overflow-auto rounded-card bg-surface shadow-card"
      data-testid="calendar-grid"
    >
      <div style={{ width, height: HEADER_PX + px(DAY_MINUTES) }} className="relative">
        <div
          className="sticky top-0 z-30 flex border-b border-line bg-surface"
          style={{ height: HEADER_PX, width }}
        >
          <div className="sticky left-0 z-10 shrink-0 bg-surface" style={{ width: GUTTER_PX }} />
          <div className="relative grow">
            {visible.map((column, i) => (
              <div
                key={column.key}
                className="absolute top-0 flex h-full flex-col justify-center border-l border-line px-2 text-center"
                style={{ left: (first + i) * colWidth, width: colWidth }}
              >
                <span className="truncate text-sm font-semibold text-heading">{column.title}</span>
                {column.subtitle ? (
                  <span className="truncate text-xs text-muted">{column.subtitle}</span>
                ) : null}
              </div>
            ))}
          </div>
        </div>
        <div className="flex">
          <div
            className="sticky left-0 z-20 shrink-0 border-r border-line bg-surface"
            style={{ width: GUTTER_PX, height: px(DAY_MINUTES) }}
            aria-hidden="true"
          >
            {HOURS.map((hour) => (
              <span
                key={hour}
                className="absolute right-2 -translate-y-1/2 text-xs text-muted"
                style={{ top: hour * HOUR_PX }}
              >
                {hour === 0 ? '' : clock(hour * 60)}
              </span>
            ))}
          </div>
          <div
            ref={area}
            role="application"
            aria-roledescription={t`lịch`}
            aria-label={label}
            aria-describedby={helpId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the grid is one keyboard stop; arrows move its cursor
            tabIndex={0}
            className="group/grid relative touch-pan-x touch-pan-y outline-none"
            style={{
              width: colWidth * columns.length,
              height: px(DAY_MINUTES),
              backgroundImage: `repeating-linear-gradient(to bottom, var(--color-line) 0 1px, transparent 1px ${HOUR_PX / 2}px)`,
              backgroundSize: `100% ${HOUR_PX}px`,
            }}
            {...handlers}
          >
            {visible.map((column, i) => (
              <div
                key={column.key}
                data-column={column.key}
                className="absolute top-0 h-full border-l border-line"
                style={{ left: (first + i) * colWidth, width: colWidth }}
              >
                <ShiftShade shift={column.shift} />
                <ColumnEvents
                  items={placed.get(column.key) ?? EMPTY}
                  maxLanes={maxLanes}
                  colorOf={colorOf}
                  onOpen={onOpen}
                />
              </div>
            ))}
            <NowLine columns={columns} colWidth={colWidth} />
            <CursorBox store={store} colWidth={colWidth} />
            <GhostBox store={store} colWidth={colWidth} columns={columns} />
          </div>
        </div>
      </div>
      <p id={helpId} className="sr-only">
        {t`Mũi tên chọn giờ và cột, Shift + mũi tên đổi độ dài, Enter đặt lịch hẹn. Trên một lịch hẹn: Enter mở, M nhấc lên để di chuyển bằng mũi tên, Shift + mũi tên đổi giờ kết thúc, Enter đặt xuống, Esc hủy.`}
      </p>
      <div aria-live="polite" className="sr-only">
        {spoken}
      </div>
    </div>
  );
}

const EMPTY: Placed[] = [];
