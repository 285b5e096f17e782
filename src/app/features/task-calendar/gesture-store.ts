import { useSyncExternalStore } from 'react';
import type { Gesture, Slot } from './grid-model.ts';

/**
 * The one moving thing of the grid (the booking being dragged, the keyboard cursor) kept outside
 * React state: only the ghost and the cursor box subscribe, so a drag over a week of 60 staff
 * re-renders two small elements, never the columns or the bookings.
 */
export interface GridMotion {
  gesture: Gesture | null;
  /** The keyboard cursor: where Enter creates a booking. */
  cursor: Slot;
}

export function createMotionStore(initial: GridMotion) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change: Partial<GridMotion>) {
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MotionStore = ReturnType<typeof createMotionStore>;

export function useMotion<T>(store: MotionStore, pick: (state: GridMotion) => T): T {
  return useSyncExternalStore(store.subscribe, () => pick(store.get()));
}
