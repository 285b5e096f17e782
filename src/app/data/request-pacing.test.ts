import { describe, expect, it } from 'vitest';
import { requestPacer } from './request-pacing.ts';

/** An event loop run by hand: `tasks` holds what `nextTask` queued, `runTask` runs the first. */
function handLoop() {
  const tasks: (() => void)[] = [];
  return {
    nextTask: (run: () => void) => void tasks.push(run),
    pending: () => tasks.length,
    async runTask() {
      tasks.shift()?.();
      // The promises resolved in that task continue in its microtasks.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      await Promise.resolve();
    },
  };
}

/** Asks for `count` requests at once, recording in `started[task]` those each task started. */
function askAtOnce(
  turn: () => Promise<void> | undefined,
  count: number,
  started: string[][],
  task: () => number,
) {
  for (let i = 0; i < count; i++) {
    const start = () => {
      const t = task();
      started[t] = [...(started[t] ?? []), `r${i}`];
    };
    const wait = turn();
    if (wait) void wait.then(start);
    else start();
  }
}

describe('requestPacer', () => {
  it('starts two requests in the task that asks, and the rest two per following task, in order', async () => {
    const loop = handLoop();
    const turn = requestPacer(loop.nextTask, 2);
    const started: string[][] = [];
    let task = 0;
    askAtOnce(turn, 7, started, () => task);
    expect(started).toEqual([['r0', 'r1']]);
    for (task = 1; task <= 4; task++) await loop.runTask();
    expect(started).toEqual([['r0', 'r1'], ['r2', 'r3'], ['r4', 'r5'], ['r6']]);
    // Nothing left: the loop goes quiet instead of asking for tasks forever.
    await loop.runTask();
    expect(loop.pending()).toBe(0);
  });

  it('lets a request asked in a later task start at once', async () => {
    const loop = handLoop();
    const turn = requestPacer(loop.nextTask, 2);
    expect(turn()).toBeUndefined();
    expect(turn()).toBeUndefined();
    expect(turn()).toBeInstanceOf(Promise);
    await loop.runTask();
    await loop.runTask();
    expect(turn()).toBeUndefined();
  });
});
