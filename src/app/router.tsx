import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PAGE_SCROLLER, type RouteFrameData } from './features/shell/layout-choice.ts';
import { RouteError } from './features/shell/RouteError.tsx';
import { RoutePending } from './features/shell/RoutePending.tsx';
import { setRouteChunkLoader } from './features/shell/route-chunks.ts';
import { wireRouterEvents } from './features/shell/router-events.ts';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Spec §2: scroll resets to the top on each navigation — Back included, so no restoration.
    // The router still scrolls the window to the top after every navigation (`resetScroll`), and
    // with it the content area of a no-scroll page.
    scrollRestoration: false,
    scrollToTopSelectors: [PAGE_SCROLLER],
    defaultPreloadStaleTime: 0,
    // Every page inside the frame says what failed and offers "Thử lại", or shows its outline
    // while it loads (after 300 ms, so fast answers do not flash).
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
  });
  wireRouterEvents(router);
  setRouteChunkLoader((routeId) => {
    const route = router.routesById[routeId as keyof typeof router.routesById];
    return route ? router.loadRouteChunk(route) : undefined;
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteFrameData {
    /** A stable name for a route, as the spec names some (auth-login). */
    name?: string;
    /**
     * The code the route's loader imports, as a function that fetches it: asked with the route's
     * chunks while startup runs (features/shell/route-chunks.ts), not once the loader starts.
     */
    loaderCode?: () => Promise<unknown>;
  }
}
