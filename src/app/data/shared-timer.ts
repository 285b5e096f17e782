import type { TimeoutProvider } from '@tanstack/react-query';

/** What the shared timer needs of the platform: its timers and a monotonic clock. */
export interface Platform {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The longest delay a browser timer holds; a later one is re-armed when this one fires. */
const LONGEST_DELAY_MS = 2_147_483_647;

/**
 * TanStack Query's timeouts (each query's garbage-collection delay, each observer's staleness
 * delay, a retry's wait) on one platform timer, armed for the earliest of them. A first dashboard
 * visit sets ≈ 80 of them and clears ≈ 50 as queries and observers come and go; nearly all share
 * the client's gcTime or staleTime, so they fall after the armed one and cost a map entry instead
 * of a browser timer. Lighthouse's trace records a JavaScript stack with every timer set or
 * cleared (≈ 0.1 ms for a set and its clear here), all counted as blocking time (README
 * "Benchmarks"). Query's own advice for many timers (timeoutManager.setTimeoutProvider).
 *
 * Callbacks run in the order they fall due, never before. Intervals (a list's auto-refresh) are
 * few and stay the platform's.
 */
export function sharedTimer(platform: Platform): TimeoutProvider<number> {
  const pending = new Map<number, { due: number; callback: () => void }>();
  let lastId = 0;
  let armed: { due: number; handle: unknown } | undefined;

  const arm = (due: number) => {
    if (armed) platform.clearTimeout(armed.handle);
    const delay = Math.min(LONGEST_DELAY_MS, Math.max(0, due - platform.now()));
    armed = { due, handle: platform.setTimeout(fire, delay) };
  };

  function fire() {
    armed = undefined;
    const now = platform.now();
    const due = [...pending].filter(([, timeout]) => timeout.due <= now);
    due.sort(([, a], [, b]) => a.due - b.due);
    for (const [id] of due) pending.delete(id);
    // Cleared timeouts leave the armed timer in place (clearing it would cost a browser call):
    // it fires for nothing, and only then is the next one armed.
    let next = Number.POSITIVE_INFINITY;
    for (const timeout of pending.values()) next = Math.min(next, timeout.due);
    if (next !== Number.POSITIVE_INFINITY) arm(next);
    for (const [, timeout] of due) timeout.callback();
  }

  return {
    setTimeout(callback, delay) {
      const due = platform.now() + (Number.isFinite(delay) && delay > 0 ? delay : 0);
      lastId += 1;
      pending.set(lastId, { due, callback });
      if (!armed || due < armed.due) arm(due);
      return lastId;
    },
    clearTimeout(id) {
      if (id !== undefined) pending.delete(id);
    },
    setInterval: (callback, delay) => platform.setInterval(callback, delay) as number,
    clearInterval: (id) => platform.clearInterval(id),
  };
}
