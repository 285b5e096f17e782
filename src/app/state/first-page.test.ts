import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh module with a browser whose frames run when the test says so. */
async function withFrames() {
  const frames: (() => void)[] = [];
  vi.stubGlobal('document', { visibilityState: 'visible' });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  const module = await import('./first-page.ts');
  let shown = false;
  void module.firstPageShown.then(() => {
    shown = true;
  });
  const paint = () => {
    for (const frame of frames.splice(0)) frame();
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  return { ...module, paint, settle, shown: () => shown };
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

describe('firstPageShown', () => {
  it('in Chromium, waits for the report of a paint of the page, not of the boot screen', async () => {
    const { report } = withPaintReports();
    const { markFirstPageStep, settle, shown } = await withFrames();
    markFirstPageStep('resolved');
    markFirstPageStep('drawn');
    report(true);
    await settle();
    expect(shown()).toBe(false);
    report(false);
    await settle();
    expect(shown()).toBe(true);
  });

  it('in Chromium, goes on after 500 ms when no paint of the page is reported', async () => {
    withPaintReports();
    const { markFirstPageStep, shown } = await withFrames();
    vi.useFakeTimers();
    markFirstPageStep('resolved');
    markFirstPageStep('drawn');
    // The async form runs the promise callbacks too: a resolve that came early shows here.
    await vi.advanceTimersByTimeAsync(499);
    expect(shown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
    expect(shown()).toBe(true);
  });

  it('elsewhere, waits for the router to resolve and for the frame to be drawn, in either order, then shown', async () => {
    const { markFirstPageStep, paint, settle, shown } = await withFrames();
    markFirstPageStep('drawn');
    markFirstPageStep('drawn');
    paint();
    await settle();
    expect(shown()).toBe(false);
    markFirstPageStep('resolved');
    await settle();
    // Committed, not yet on screen: what waits for the first page must not start before it is.
    expect(shown()).toBe(false);
    paint();
    await settle();
    expect(shown()).toBe(false);
    paint();
    await settle();
    expect(shown()).toBe(true);
  });

  it('does not wait for a paint a hidden tab never makes', async () => {
    const { markFirstPageStep, settle, shown } = await withFrames();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    markFirstPageStep('resolved');
    markFirstPageStep('drawn');
    await settle();
    expect(shown()).toBe(true);
  });
});
