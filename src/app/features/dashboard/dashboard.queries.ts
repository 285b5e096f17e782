import { type FetchQueryOptions, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import {
  activitySchema,
  countsSchema,
  onlineSummarySchema,
  recentActivitySchema,
} from '../../../contract/api/dashboard.api.ts';
import type { DateRange } from '../../../contract/domain/period.ts';
import { apiGet } from '../../data/api.ts';

/**
 * The widget queries. Keys carry the branches because the API client sends the selection as the
 * `Branchs` header: switching branches must ask again, not reuse another selection's numbers.
 */
export const dashboardQueries = {
  online: (branches: readonly string[]) =>
    queryOptions({
      queryKey: ['dashboard', 'users-online', branches],
      queryFn: ({ signal }) => apiGet('dashboard/users-online', onlineSummarySchema, { signal }),
      refetchInterval: 60_000,
    }),
  activity: (period: DateRange, branches: readonly string[]) =>
    queryOptions({
      queryKey: ['dashboard', 'activity', period, branches],
      queryFn: ({ signal }) => apiGet('dashboard/activity', activitySchema, { signal, query: { ...period } }),
    }),
  recent: (period: DateRange, branches: readonly string[]) =>
    queryOptions({
      queryKey: ['dashboard', 'recent-activity', period, branches],
      queryFn: ({ signal }) =>
        apiGet('dashboard/recent-activity', recentActivitySchema, { signal, query: { ...period } }),
    }),
  counts: (entities: readonly string[], branches: readonly string[]) =>
    queryOptions({
      queryKey: ['dashboard', 'counts', entities, branches],
      queryFn: ({ signal }) =>
        apiGet('dashboard/counts', countsSchema, { signal, query: { entities: entities.join(',') } }),
    }),
};

/**
 * Starts a query unless it ran or runs already (usePrefetchQuery's rule, for a list of widgets).
 * Settles (never fails) once the query has its answer, at once when it had one or failed before, so
 * a widget's frame can wait for its data (WidgetFrame.tsx).
 */
export function prefetchOnce<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const state = client.getQueryState(options.queryKey);
  if (!state) return client.prefetchQuery(options);
  if (state.fetchStatus !== 'fetching') return Promise.resolve();
  // On its way: fetchQuery joins that request rather than sending another.
  return client.fetchQuery(options).then(
    () => undefined,
    () => undefined,
  );
}
