import { Outlet, useLocation, useMatches, useRouter } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { closeTopPopupOnEscape } from '../../state/popups.ts';
import { session } from '../../state/session.ts';
import { useWebview } from '../../state/webview.ts';
import { LoadingOverlay } from '../../ui/LoadingOverlay.tsx';
import { Toasts } from '../../ui/Toast.tsx';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { AppFrame } from './app-frame-loader.ts';
import { CashierFrame, WebviewFrame } from './EmbeddedFrames.tsx';
import { chooseFrame, declaredFrame } from './layout-choice.ts';
import { PublicFrame } from './PublicFrame.tsx';

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
  switch (frame) {
    case 'bare':
      return page;
    case 'public':
      return <PublicFrame>{page}</PublicFrame>;
    case 'cashier':
      return <CashierFrame noScroll={noScroll}>{page}</CashierFrame>;
    case 'webview':
      return <WebviewFrame noScroll={noScroll}>{page}</WebviewFrame>;
    default:
      return (
        <Suspense
          fallback={<div aria-busy="true" data-testid="frame-loading" className="min-h-dvh bg-canvas" />}
        >
          <AppFrame noScroll={noScroll}>{page}</AppFrame>
        </Suspense>
      );
  }
}

/**
 * The root route's component: the frame the page asks for (layout-choice.ts), the notifications
 * and the loading overlay over every frame, Escape for the popup stack (state/popups.ts), and React
 * Aria links (menu items with `href`) navigating through the router instead of reloading the page.
 */
export function RootLayout() {
  const router = useRouter();
  useEffect(() => {
    document.addEventListener('keydown', closeTopPopupOnEscape);
    return () => document.removeEventListener('keydown', closeTopPopupOnEscape);
  }, []);
  return (
    <AriaRouterProvider navigate={(href) => void router.navigate({ to: href as never })}>
      <Frame />
      <Toasts />
      <LoadingOverlay />
      <UpdatePrompt />
    </AriaRouterProvider>
  );
}
