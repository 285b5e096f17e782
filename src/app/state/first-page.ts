import { afterNextPaint } from './after-paint.ts';

/**
 * Resolves once the first page is on screen with its data: the router has resolved its first
 * navigation (router-events.ts), React has drawn the frame around it (RootLayout.tsx, which draws
 * it in the background after the boot screen), the page's requests have been answered and the
 * browser has painted what they brought. Background work that must not compete with that page's
 * own requests and rendering (the service worker's install, the kept catalogues, the notification
 * region and hub) waits for it: on a first visit over a slow network every request sent before the
 * page's figures delays them.
 */
let markShown: () => void = () => undefined;
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export type FirstPageStep = 'resolved' | 'drawn';

const pending = new Set<FirstPageStep>(['resolved', 'drawn']);

/**
 * A stretch without a new paint of the page this long, once its data is here, means it is drawn:
 * React reveals content that waited for data up to 300 ms after it arrives (its Suspense throttle).
 */
const QUIET_MS = 500;
/** The longest wait in all: a page that keeps asking (a widget that polls) must not hold it back. */
const LONGEST_WAIT_MS = 3_000;

/** When the page's requests are answered; main.tsx gives the query client's (data/query-client.ts queriesIdle). */
let pageDataIdle: () => Promise<void> = () => Promise.resolve();

export function waitForPageData(idle: () => Promise<void>): void {
  pageDataIdle = idle;
}

/** Chromium's reports of the page's largest paints (not the boot screen's); none elsewhere. */
function observePagePaints(onPaint: () => void): PerformanceObserver | undefined {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return undefined;
  // A paint of the page, not of the boot screen (index.html's, gone by now, or React's copy).
  const ofPage = (paint: PerformanceEntry) => {
    const element = (paint as LargestContentfulPaint).element;
    return element?.isConnected === true && element.closest('.sen-boot') === null;
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(ofPage)) onPaint();
  });
  observer.observe({ type: 'largest-contentful-paint' });
  return observer;
}

/**
 * `run` once the page's data is here and the browser has shown it: in Chromium when no larger
 * paint of the page follows for QUIET_MS (React's effects run before the paint, which reaches the
 * screen tens of milliseconds after the main thread's part of it); elsewhere two frames after the
 * data. A hidden tab paints nothing: the next task.
 */
function afterPageOnScreen(run: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(run);
    return;
  }
  let dataHere = false;
  let finished = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(longest);
    setTimeout(run);
  };
  const longest = setTimeout(finish, LONGEST_WAIT_MS);
  const waitForQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, QUIET_MS);
  };
  const observer = observePagePaints(() => {
    if (dataHere) waitForQuiet();
  });
  void pageDataIdle().then(() => {
    dataHere = true;
    if (observer) waitForQuiet();
    else afterNextPaint(() => afterNextPaint(finish));
  });
}

export function markFirstPageStep(step: FirstPageStep): void {
  if (!pending.delete(step)) return;
  if (pending.size === 0) afterPageOnScreen(markShown);
}
