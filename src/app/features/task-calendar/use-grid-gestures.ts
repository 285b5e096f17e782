import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { useRef } from 'react';
import type { CalendarTask } from '../../../contract/api/tasks.api.ts';
import { clamp, DAY_MINUTES, SLOT_MINUTES, snap } from './calendar-time.ts';
import { HOUR_PX } from './GridParts.tsx';
import type { MotionStore } from './gesture-store.ts';
import type { Gesture, Slot } from './grid-model.ts';

export interface GridActions {
  /** A new booking over this slot (drawn, clicked or chosen with the keyboard). */
  onCreate: (slot: Slot) => void;
  /** A booking moved or resized to this slot. */
  onMove: (task: CalendarTask, slot: Slot) => void;
  onOpen: (task: CalendarTask) => void;
  /** Read to screen readers (the live region). */
  announce: (text: string) => void;
  describe: (slot: Slot) => string;
}

interface Drag {
  kind: Gesture['kind'];
  task: CalendarTask | null;
  origin: Slot;
  /** Minutes between the booking's start and where it was grabbed. */
  grab: number;
  x: number;
  y: number;
  moved: boolean;
  touch: boolean;
  element: HTMLElement | null;
}

interface Geometry {
  area: RefObject<HTMLDivElement | null>;
  scroller: RefObject<HTMLDivElement | null>;
  colWidth: number;
  columnCount: number;
  placed: ReadonlyMap<string, { task: CalendarTask; col: number; start: number; end: number }>;
  newLength: number;
}

const DRAG_THRESHOLD_PX = 4;

function fitSlot(slot: Slot, columnCount: number): Slot {
  const length = Math.max(slot.end - slot.start, SLOT_MINUTES);
  const start = clamp(slot.start, 0, DAY_MINUTES - length);
  return { col: clamp(slot.col, 0, columnCount - 1), start, end: start + length };
}

/** Pointer and keyboard handling of the time grid: every drag has its keyboard twin. */
export function useGridGestures(store: MotionStore, geometry: Geometry, actions: GridActions) {
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  const pointAt = (event: { clientX: number; clientY: number }) => {
    const rect = geometry.area.current?.getBoundingClientRect();
    if (!rect) return { col: 0, minute: 0 };
    const col = clamp(
      Math.floor((event.clientX - rect.left) / geometry.colWidth),
      0,
      geometry.columnCount - 1,
    );
    const minute = clamp(((event.clientY - rect.top) / HOUR_PX) * 60, 0, DAY_MINUTES);
    return { col, minute };
  };

  const follow = (d: Drag, event: PointerEvent<HTMLDivElement>): Slot => {
    const at = pointAt(event);
    const { origin } = d;
    if (d.kind === 'move')
      return fitSlot(
        {
          col: at.col,
          start: snap(at.minute - d.grab),
          end: snap(at.minute - d.grab) + origin.end - origin.start,
        },
        geometry.columnCount,
      );
    if (d.kind === 'resize')
      return { ...origin, end: clamp(snap(at.minute), origin.start + SLOT_MINUTES, DAY_MINUTES) };
    const here = snap(at.minute);
    const from = Math.min(origin.start, here);
    return {
      col: origin.col,
      start: from,
      end: Math.max(origin.start + SLOT_MINUTES, here, from + SLOT_MINUTES),
    };
  };

  const autoScroll = (event: PointerEvent<HTMLDivElement>) => {
    const scroller = geometry.scroller.current;
    if (!scroller) return;
    const rect = scroller.getBoundingClientRect();
    if (event.clientY > rect.bottom - 40) scroller.scrollTop += 12;
    else if (event.clientY < rect.top + 80) scroller.scrollTop -= 12;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    // A "+N" chip and its list (a portal, whose events still bubble here) handle their own presses.
    if (!inGrid(event) || target.closest('[data-more]')) return;
    const element = target.closest<HTMLElement>('[data-task]');
    const at = pointAt(event);
    const found = element ? geometry.placed.get(element.dataset.task ?? '') : undefined;
    const touch = event.pointerType === 'touch';
    const base = { x: event.clientX, y: event.clientY, moved: false, touch, element };
    if (found) {
      const origin = { col: found.col, start: found.start, end: found.end };
      const kind = target.closest('[data-resize]') ? 'resize' : 'move';
      drag.current = { ...base, kind, task: found.task, origin, grab: at.minute - found.start };
    } else {
      const start = Math.floor(at.minute / SLOT_MINUTES) * SLOT_MINUTES;
      drag.current = {
        ...base,
        kind: 'create',
        task: null,
        origin: { col: at.col, start, end: start + SLOT_MINUTES },
        grab: 0,
      };
    }
    // A finger on empty time scrolls the grid; it draws nothing until lifted (a tap creates).
    if (!(touch && !found)) event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || (d.touch && d.kind === 'create')) return;
    if (!d.moved && Math.hypot(event.clientX - d.x, event.clientY - d.y) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    d.element?.setAttribute('data-dragging', 'true');
    store.set({ gesture: { kind: d.kind, task: d.task, ...follow(d, event) } });
    autoScroll(event);
  };

  const end = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const d = drag.current;
    drag.current = null;
    const gesture = store.get().gesture;
    store.set({ gesture: null });
    d?.element?.removeAttribute('data-dragging');
    if (!d || cancelled) return;
    if (!d.moved) {
      // The pointer was captured, so the click that follows lands on the grid, not the booking.
      swallowClick.current = true;
      if (d.task) actions.onOpen(d.task);
      else
        actions.onCreate(
          fitSlot({ ...d.origin, end: d.origin.start + geometry.newLength }, geometry.columnCount),
        );
      return;
    }
    swallowClick.current = true;
    if (!gesture) return;
    if (d.kind === 'create') actions.onCreate(gesture);
    else if (
      d.task &&
      (gesture.col !== d.origin.col || gesture.start !== d.origin.start || gesture.end !== d.origin.end)
    )
      actions.onMove(d.task, gesture);
    void event;
  };

  const onClick = (event: { target: EventTarget; currentTarget: EventTarget }) => {
    if (!inGrid(event)) return;
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-task]');
    const found = element ? geometry.placed.get(element.dataset.task ?? '') : undefined;
    if (found) actions.onOpen(found.task);
  };

  const onKeyDown = useKeyboard(store, geometry, actions);
  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => end(event, true),
    onClick,
    onKeyDown,
  };
}

/** Whether an event happened in the grid's own elements, not in a popup rendered from it. */
function inGrid(event: { target: EventTarget; currentTarget: EventTarget }): boolean {
  return (event.currentTarget as Node).contains(event.target as Node);
}

/** Arrow keys: 15 minutes up/down, a column left/right; Shift changes the length. */
function stepped(slot: Slot, event: KeyboardEvent, columnCount: number): Slot | null {
  const grow = event.shiftKey;
  const delta = event.key === 'ArrowUp' ? -SLOT_MINUTES : event.key === 'ArrowDown' ? SLOT_MINUTES : 0;
  const hour = event.key === 'PageUp' ? -60 : event.key === 'PageDown' ? 60 : 0;
  const side = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
  if (!delta && !hour && !side) return null;
  if (grow && delta) return { ...slot, end: clamp(slot.end + delta, slot.start + SLOT_MINUTES, DAY_MINUTES) };
  const shift = delta + hour;
  return fitSlot({ col: slot.col + side, start: slot.start + shift, end: slot.end + shift }, columnCount);
}

function useKeyboard(store: MotionStore, geometry: Geometry, actions: GridActions) {
  const reveal = (slot: Slot) => {
    const scroller = geometry.scroller.current;
    if (!scroller) return;
    const top = (slot.start / 60) * HOUR_PX;
    if (top < scroller.scrollTop + 40 || top > scroller.scrollTop + scroller.clientHeight - 80)
      scroller.scrollTop = top - scroller.clientHeight / 3;
  };
  return (event: KeyboardEvent<HTMLDivElement>) => {
    const { gesture, cursor } = store.get();
    const target = event.target as HTMLElement;
    if (!inGrid(event)) return;
    if (gesture?.task) {
      if (event.key === 'Escape') {
        store.set({ gesture: null });
        actions.announce('');
      } else if (event.key === 'Enter') {
        store.set({ gesture: null });
        actions.onMove(gesture.task, gesture);
      } else {
        const next = stepped(gesture, event, geometry.columnCount);
        if (!next) return;
        store.set({ gesture: { ...gesture, ...next } });
        actions.announce(actions.describe(next));
        reveal(next);
      }
      event.preventDefault();
      return;
    }
    const element = target.closest<HTMLElement>('[data-task]');
    if (element) {
      const found = geometry.placed.get(element.dataset.task ?? '');
      if (!found || event.key.toLowerCase() !== 'm') return;
      const slot = { col: found.col, start: found.start, end: found.end };
      store.set({ gesture: { kind: 'move', task: found.task, ...slot } });
      actions.announce(actions.describe(slot));
      event.preventDefault();
      return;
    }
    if (target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      actions.onCreate(cursor);
      event.preventDefault();
      return;
    }
    const next = stepped(cursor, event, geometry.columnCount);
    if (!next) return;
    store.set({ cursor: next });
    actions.announce(actions.describe(next));
    reveal(next);
    event.preventDefault();
  };
}
