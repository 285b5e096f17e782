import { Outlet, useLocation, useMatches, useRouter } from '@tanstack/react-router';
import { Suspense, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { firstPageShown, markFirstPageStep } from '../../state/first-page.ts';
import { closeTopPopupOnEscape } from '../../state/popups.ts';
import { session } from '../../state/session.ts';
import { useWebview } from '../../state/webview.ts';
import { LoadingOverlay } from '../../ui/LoadingOverlay.tsx';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { AppFrame, PublicFrame, Toasts } from './app-frame-loader.ts';
import { CashierFrame, WebviewFrame } from './EmbeddedFrames.tsx';
import { chooseFrame, declaredFrame } from './layout-choice.ts';
import { RootPending } from './RoutePending.tsx';

function Frame() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { user, locked } = useSnapshot(session);
  const webview = useWebview();
  const layout = useMatches({ select: (matches) => declaredFrame(matches).layout });
  const noScroll = useMatches({ select: (matches) => declaredFrame(matches).noScroll === true });
  const frame = chooseFrame({
    pathname,
    signedIn: Boolean(user),
    locked,
    webview,
    declared: layout ? { layout } : {},
  });
  const page = <Outlet />;
  const loading = <div aria-busy="true" data-testid="frame-loading" className="min-h-dvh bg-canvas" />;
  switch (frame) {
    case 'bare':
      return page;
    case 'public':
      return (
        <Suspense fallback={loading}>
          <PublicFrame>{page}</PublicFrame>
        </Suspense>
      );
    case 'cashier':
      return <CashierFrame noScroll={noScroll}>{page}</CashierFrame>;
    case 'webview':
      return <WebviewFrame noScroll={noScroll}>{page}</WebviewFrame>;
    default:
      return (
        <Suspense fallback={loading}>
          <AppFrame noScroll={noScroll}>{page}</AppFrame>
        </Suspense>
      );
  }
}

/**
 * The notification region, mounted once the first page is on screen: its code (React Aria's toast)
 * is not needed before, and a notification raised earlier waits in the queue, its time not yet
 * running (the region starts the timers of what it shows).
 */
function ToastsAfterFirstPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstPageShown
      .then(() => Toasts.preload())
      .then(
        () => mounted && setReady(true),
        () => undefined,
      );
    return () => {
      mounted = false;
    };
  }, []);
  return ready ? <Toasts /> : null;
}

/**
 * The root route's component: the frame the page asks for (layout-choice.ts), the notifications
 * and the loading overlay over every frame, Escape for the popup stack (state/popups.ts), and React
 * Aria links (menu items with `href`) navigating through the router instead of reloading the page.
 */
export function RootLayout() {
  const router = useRouter();
  // The first render of the frame and its page is React's largest, long enough to freeze a phone:
  // rendered as a deferred update, it yields to the browser every few
  // milliseconds instead of holding the main thread in one task, while the boot screen stays.
  // Later navigations render as before: the value stays true.
  const firstRenderReady = useDeferredValue(true, false);
  useEffect(() => {
    if (firstRenderReady) markFirstPageStep('drawn');
  }, [firstRenderReady]);
  useLayoutEffect(() => {
    document.addEventListener('keydown', closeTopPopupOnEscape);
    return () => document.removeEventListener('keydown', closeTopPopupOnEscape);
  }, []);
  return (
    <AriaRouterProvider navigate={(href) => void router.navigate({ to: href as never })}>
      {firstRenderReady ? <Frame /> : <RootPending />}
      <ToastsAfterFirstPage />
      <LoadingOverlay />
      <UpdatePrompt />
    </AriaRouterProvider>
  );
}
