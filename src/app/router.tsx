import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError } from './features/shell/RouteError.tsx';
import { RoutePending } from './features/shell/RoutePending.tsx';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: false,
    defaultPreloadStaleTime: 0,
    // Every page inside the frame says what failed and offers "Thử lại", or shows its outline
    // while it loads (after 300 ms, so fast answers do not flash).
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A stable name for a route, as the spec names some (auth-login). */
    name?: string;
  }
}
