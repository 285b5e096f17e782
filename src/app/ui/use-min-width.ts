import { useSyncExternalStore } from 'react';

/** Spec §1 breakpoints in rem, as styles.css gives them to Tailwind (`--breakpoint-*`). */
const BREAKPOINT_REM = { sm: 36, md: 48, lg: 62, xl: 75, xml: 87.5, xxl: 100 } as const;
export type Breakpoint = keyof typeof BREAKPOINT_REM;

const subscribers = new Map<Breakpoint, (onChange: () => void) => () => void>();

function queryOf(breakpoint: Breakpoint): MediaQueryList {
  return window.matchMedia(`(min-width: ${BREAKPOINT_REM[breakpoint]}rem)`);
}

/** A window without media queries (a test's jsdom) is taken for a wide one. */
const hasMedia = () => typeof window.matchMedia === 'function';

function subscribe(breakpoint: Breakpoint): (onChange: () => void) => () => void {
  let subscriber = subscribers.get(breakpoint);
  if (!subscriber) {
    subscriber = (onChange) => {
      if (!hasMedia()) return () => undefined;
      const query = queryOf(breakpoint);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    };
    subscribers.set(breakpoint, subscriber);
  }
  return subscriber;
}

/**
 * Whether the window is at least `breakpoint` wide, following resizes and rotations. For parts
 * that only one size of screen shows: not built at all elsewhere, rather than built and hidden by
 * CSS — a phone's first render is the costliest part of its start.
 */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  return useSyncExternalStore(subscribe(breakpoint), () => !hasMedia() || queryOf(breakpoint).matches);
}
