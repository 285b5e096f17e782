import type { QueryClient } from '@tanstack/react-query';
import { type PeriodSearch, periodSearchSchema } from './period-search.ts';
import type { DashboardId } from './registry.ts';

/**
 * The route options a dashboard shares: the period read from its address, and a loader that starts
 * the widgets' data and code (through a chunk of its own, so the registry stays out of the first
 * download) and does not wait for them — the page draws its skeletons meanwhile.
 */
export function dashboardLoading(dashboard: DashboardId) {
  const loaderCode = () => import('./dashboard-prefetch.ts');
  return {
    validateSearch: periodSearchSchema,
    staticData: { loaderCode },
    loaderDeps: ({ search }: { search: PeriodSearch }) => search,
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: PeriodSearch }) => {
      void loaderCode()
        .then((module) => module.prefetchDashboard(context.queryClient, dashboard, deps))
        .catch(() => undefined);
    },
  };
}
