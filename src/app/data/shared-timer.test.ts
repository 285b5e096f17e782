import { describe, expect, it } from 'vitest';
import { type Platform, sharedTimer } from './shared-timer.ts';

/** A shared timer on a platform whose clock moves only when told, recording the timers asked of it. */
function fakePlatform() {
  let now = 0;
  let lastHandle = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const calls = { set: 0, clear: 0 };
  const platform: Platform = {
    now: () => now,
    setTimeout(callback, ms) {
      calls.set += 1;
      lastHandle += 1;
      timers.set(lastHandle, { at: now + ms, callback });
      return lastHandle;
    },
    clearTimeout(handle) {
      calls.clear += 1;
      timers.delete(handle as number);
    },
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
  /** Moves the clock to `to`, firing the platform's timers that fall due on the way. */
  const advance = (to: number) => {
    for (;;) {
      const next = [...timers].filter(([, timer]) => timer.at <= to).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!next) break;
      timers.delete(next[0]);
      now = Math.max(now, next[1].at);
      next[1].callback();
    }
    now = to;
  };
  return { platform, advance, calls, armed: () => timers.size, timer: sharedTimer(platform) };
}

describe('sharedTimer', () => {
  it('runs each callback once it falls due, in that order, and not before', () => {
    const { timer, advance } = fakePlatform();
    const ran: string[] = [];
    timer.setTimeout(() => ran.push('30 s'), 30_000);
    timer.setTimeout(() => ran.push('5 min'), 300_000);
    timer.setTimeout(() => ran.push('1 s'), 1_000);
    advance(999);
    expect(ran).toEqual([]);
    advance(30_000);
    expect(ran).toEqual(['1 s', '30 s']);
    advance(1_000_000);
    expect(ran).toEqual(['1 s', '30 s', '5 min']);
  });

  it('holds many timeouts that fall due after the armed one on a single platform timer', () => {
    const { timer, advance, calls, armed } = fakePlatform();
    const ran: number[] = [];
    for (let i = 0; i < 80; i++) {
      advance(i);
      timer.setTimeout(() => ran.push(i), 60_000);
    }
    expect(calls.set).toBe(1);
    expect(armed()).toBe(1);
    advance(60_040);
    expect(ran).toHaveLength(41);
    advance(60_079);
    expect(ran).toHaveLength(80);
  });

  it('re-arms for a timeout earlier than the armed one', () => {
    const { timer, advance } = fakePlatform();
    const ran: string[] = [];
    timer.setTimeout(() => ran.push('late'), 86_400_000);
    timer.setTimeout(() => ran.push('early'), 500);
    advance(500);
    expect(ran).toEqual(['early']);
  });

  it('never runs a cleared timeout, and clears without asking the platform', () => {
    const { timer, advance, calls } = fakePlatform();
    const ran: string[] = [];
    const first = timer.setTimeout(() => ran.push('cleared'), 1_000);
    timer.setTimeout(() => ran.push('kept'), 2_000);
    timer.clearTimeout(first);
    timer.clearTimeout(undefined);
    expect(calls.clear).toBe(0);
    advance(5_000);
    expect(ran).toEqual(['kept']);
  });

  it('lets a callback set the next timeout, which runs in its turn', () => {
    const { timer, advance, platform } = fakePlatform();
    const ran: number[] = [];
    const again = () => {
      ran.push(platform.now());
      if (ran.length < 3) timer.setTimeout(again, 100);
    };
    timer.setTimeout(again, 100);
    advance(1_000);
    expect(ran).toEqual([100, 200, 300]);
  });

  it('treats a negative or missing delay as none', () => {
    const { timer, advance } = fakePlatform();
    const ran: string[] = [];
    timer.setTimeout(() => ran.push('negative'), -5);
    timer.setTimeout(() => ran.push('NaN'), Number.NaN);
    advance(0);
    expect(ran).toEqual(['negative', 'NaN']);
  });
});
