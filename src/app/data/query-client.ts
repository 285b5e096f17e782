import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api.ts';

/**
 * One retry for transient failures, none for answers that will not change (4xx) and none while
 * offline: with `offlineFirst` a retry would otherwise wait silently for the network, and the
 * screen would hang on its loading state instead of saying what is wrong.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (!onlineManager.isOnline()) return false;
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // The online manager assumes "online" until the first event; start from the browser's view.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000,
        networkMode: 'offlineFirst',
        retry: shouldRetry,
      },
    },
  });
}

/** Resolves when no query of the client is fetching: the page's requests have been answered. */
export function queriesIdle(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = client.getQueryCache();
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = cache.subscribe(check);
    check();
  });
}
