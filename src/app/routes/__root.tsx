import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { AppFrame } from '../features/shell/AppFrame.tsx';
import { RootError } from '../features/shell/RouteError.tsx';
import { RootPending } from '../features/shell/RoutePending.tsx';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
  // Pages inside the frame use the router's defaults (RouteError, RoutePending in router.tsx);
  // these two stand in for the whole frame when the root itself fails or waits.
  errorComponent: RootError,
  pendingComponent: RootPending,
  // Spec §2: unknown paths redirect to /error-404.
  notFoundComponent: () => <Navigate to="/error-404" replace />,
});
