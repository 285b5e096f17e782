/**
 * Starting a request holds the page's main thread a moment (the browser sets up its loader), and
 * the app asks for several at once: startup's lists, the dashboard's widgets, the kept
 * catalogues. Started together they make one long task, during which a phone cannot answer a tap.
 * At most REQUESTS_PER_TASK start in one task; the others start in the next tasks, in the order
 * they were asked. Two per task is the figure a benchmark kept; three measured worse
 * (docs/performance.md "Request pacing").
 */
export const REQUESTS_PER_TASK = 2;

/** `turn()` before starting a request: nothing when it may start now, else when it may. */
export type Pacer = () => Promise<void> | undefined;

/** `nextTask` runs its callback in a later task of the event loop (a zero-delay timer). */
export function requestPacer(nextTask: (run: () => void) => void, perTask = REQUESTS_PER_TASK): Pacer {
  let startedInTask = 0;
  let newTaskAsked = false;
  const waiting: (() => void)[] = [];

  function askNewTask() {
    if (newTaskAsked) return;
    newTaskAsked = true;
    nextTask(() => {
      newTaskAsked = false;
      startedInTask = 0;
      while (waiting.length > 0 && startedInTask < perTask) {
        startedInTask += 1;
        waiting.shift()?.();
      }
      if (startedInTask > 0) askNewTask();
    });
  }

  return () => {
    askNewTask();
    if (waiting.length === 0 && startedInTask < perTask) {
      startedInTask += 1;
      return undefined;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
}
