import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { AppFrame } from '../features/shell/AppFrame.tsx';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
  // Spec §2: unknown paths redirect to /error-404.
  notFoundComponent: () => <Navigate to="/error-404" replace />,
});
