import { afterNextPaint } from './after-paint.ts';

/**
 * Resolves once the first page is on screen: the router has resolved its first navigation
 * (router-events.ts), React has drawn the frame around it (RootLayout.tsx, which draws it in the
 * background after the boot screen) and the browser has painted that. Background work that must
 * not compete with that page's own requests and rendering (the service worker's install, the kept
 * catalogues, the notification region) waits for it.
 */
let markShown: () => void = () => undefined;
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export type FirstPageStep = 'resolved' | 'drawn';

const pending = new Set<FirstPageStep>(['resolved', 'drawn']);

/** Longest wait for the browser's report of the page's paint (a page no larger than the boot screen). */
const REPORT_WAIT_MS = 500;

/**
 * `run` once the browser has shown what React committed. React's effects run before the paint, and
 * the paint reaches the screen tens of milliseconds after the main thread's part of it (raster,
 * compositing): the browser's report of its largest paint tells when. Where there is no such report
 * (Safari, Firefox), two frames later; a hidden tab paints nothing: the next task.
 */
function afterPageOnScreen(run: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(run);
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    afterNextPaint(() => afterNextPaint(run));
    return;
  }
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(run);
  };
  // A paint of the page, not of the boot screen (index.html's, gone by now, or React's copy).
  const ofPage = (paint: PerformanceEntry) => {
    const element = (paint as LargestContentfulPaint).element;
    return element?.isConnected === true && element.closest('.sen-boot') === null;
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(ofPage)) finish();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setTimeout(finish, REPORT_WAIT_MS);
}

export function markFirstPageStep(step: FirstPageStep): void {
  if (!pending.delete(step)) return;
  if (pending.size === 0) afterPageOnScreen(markShown);
}
