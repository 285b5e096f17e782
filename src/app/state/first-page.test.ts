import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh module with a browser whose frames run when the test says so; timers are fake. */
async function withFrames() {
  const frames: (() => void)[] = [];
  vi.stubGlobal('document', { visibilityState: 'visible' });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  // Timers only: the fake clock would replace the frames stubbed above with its own.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const module = await import('./first-page.ts');
  let shown = false;
  void module.firstPageShown.then(() => {
    shown = true;
  });
  const paint = async () => {
    for (const frame of frames.splice(0)) frame();
    await vi.advanceTimersByTimeAsync(2);
  };
  // The async form runs the promise callbacks too: a resolve that came early shows at once. The
  // resolve itself is one more timer, 1 ms on the fake clock (Node's minimum).
  const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  const bothSteps = () => {
    module.markFirstPageStep('resolved');
    module.markFirstPageStep('drawn');
  };
  /** Not shown yet 1 ms before `ms` from now, shown 1 ms after. */
  const shownAfter = async (ms: number) => {
    await wait(ms - 1);
    expect(shown).toBe(false);
    await wait(2);
    expect(shown).toBe(true);
  };
  return { ...module, paint, wait, bothSteps, shownAfter, shown: () => shown };
}

/** Chromium's PerformanceObserver, its largest-paint reports sent by the test. */
function withPaintReports() {
  const observers: ((list: { getEntries: () => unknown[] }) => void)[] = [];
  class Observer {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  const element = (inBoot: boolean) => ({ isConnected: true, closest: () => (inBoot ? {} : null) });
  return {
    report: (inBoot: boolean) => {
      for (const callback of [...observers]) callback({ getEntries: () => [{ element: element(inBoot) }] });
    },
  };
}

/** The page's data, answered when the test says so. */
function pendingData() {
  let answer: () => void = () => undefined;
  const idle = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return { idle: () => idle, answer: () => answer() };
}

describe('firstPageShown in Chromium', () => {
  it.each([
    // The widgets' figures arrive and are painted: the wait starts again from there.
    ['waits for 500 ms without a new paint of the page once its data is here', false, 500],
    // Still 500 ms from the data, not from that paint.
    ["does not count the boot screen's paints as the page's", true, 100],
  ])('%s', async (_, inBoot, shownAfterPaint) => {
    const { report } = withPaintReports();
    const { bothSteps, wait, shownAfter } = await withFrames();
    bothSteps();
    await wait(400);
    report(inBoot);
    await shownAfter(shownAfterPaint);
  });

  it("waits for the page's requests to be answered", async () => {
    withPaintReports();
    const { bothSteps, waitForPageData, wait, shown, shownAfter } = await withFrames();
    const data = pendingData();
    waitForPageData(data.idle);
    bothSteps();
    await wait(2_000);
    expect(shown()).toBe(false);
    data.answer();
    await shownAfter(500);
  });

  it('goes on after 3 s when the page keeps asking or painting', async () => {
    withPaintReports();
    const { bothSteps, waitForPageData, shownAfter } = await withFrames();
    waitForPageData(() => new Promise(() => undefined));
    bothSteps();
    await shownAfter(3_000);
  });
});

describe('firstPageShown elsewhere', () => {
  it('waits for the router and the frame, in either order, the data, then two frames', async () => {
    const { markFirstPageStep, waitForPageData, paint, wait, shown } = await withFrames();
    const data = pendingData();
    waitForPageData(data.idle);
    markFirstPageStep('drawn');
    markFirstPageStep('drawn');
    await paint();
    expect(shown()).toBe(false);
    markFirstPageStep('resolved');
    await paint();
    // Committed and painted, but the page's figures are still on their way.
    expect(shown()).toBe(false);
    data.answer();
    await wait(0);
    await paint();
    expect(shown()).toBe(false);
    await paint();
    expect(shown()).toBe(true);
  });

  it('does not wait for a paint a hidden tab never makes', async () => {
    const { bothSteps, wait, shown } = await withFrames();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    bothSteps();
    await wait(0);
    expect(shown()).toBe(true);
  });
});
