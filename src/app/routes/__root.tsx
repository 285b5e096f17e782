import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate } from '@tanstack/react-router';
import { guard } from '../features/auth/guard.ts';
import { startup } from '../features/auth/startup.ts';
import { AppFrame, PublicFrame } from '../features/shell/app-frame-loader.ts';
import { chooseFrame } from '../features/shell/layout-choice.ts';
import { RootLayout } from '../features/shell/RootLayout.tsx';
import { RootError } from '../features/shell/RouteError.tsx';
import { RootPending } from '../features/shell/RoutePending.tsx';
import { preloadMatchedChunks } from '../features/shell/route-chunks.ts';
import { session } from '../state/session.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Spec §4 Startup, then §6 Route access, before any page or its loader runs.
  beforeLoad: async ({ context, location, matches }) => {
    const started = startup(context.queryClient, location);
    // The frame's and the page's code are fetched alongside startup's requests, so they are there
    // when it ends — once its first requests have left (a browser opens six connections to a server).
    const frameCode = new Promise<unknown>((resolve) =>
      setTimeout(() => {
        resolve(location.pathname.startsWith('/auth') ? undefined : AppFrame.preload());
        preloadMatchedChunks(matches);
      }),
    );
    await started;
    guard(location, context.queryClient);
    return { frameCode };
  },
  // Waits for the frame's code here rather than in beforeLoad: the pages' loaders run beside this
  // one, so a dashboard asks for its widgets' data while the frame's code is still on its way
  // instead of after it. The frame then renders without suspending (ui/eager-lazy.ts). A failed
  // load is the frame's own to report (chunk reload, error boundary), not startup's.
  loader: async ({ context, location }) => {
    await context.frameCode.catch(() => undefined);
    // A page a signed-out visitor may see shows in the public frame, known only now.
    const input = {
      pathname: location.pathname,
      signedIn: Boolean(session.user),
      locked: session.locked,
      webview: false,
      declared: {},
    };
    if (chooseFrame(input) === 'public') await PublicFrame.preload().catch(() => undefined);
  },
  component: RootLayout,
  // Pages inside the frame use the router's defaults (RouteError, RoutePending in router.tsx);
  // these two stand in for the whole frame when the root itself fails or waits.
  errorComponent: RootError,
  pendingComponent: RootPending,
  // The boot screen from the first moment of startup: React's first commit empties index.html's
  // own, and without these the root drew nothing for the 300 ms of the router's default, then
  // held its pending screen at least 300 ms more.
  pendingMs: 0,
  pendingMinMs: 0,
  // Spec §2: unknown paths redirect to /error-404.
  notFoundComponent: () => <Navigate to="/error-404" replace />,
});
