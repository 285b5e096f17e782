import type { QueryClient } from '@tanstack/react-query';

/** What a loader behind lazyLoader reads from the router's arguments at least. */
export interface QueryLoaderArgs {
  context: { queryClient: QueryClient };
}

/**
 * Route options whose loader comes with the screen's code instead of the first download: the
 * queries it starts and the contract schemas they parse with (zod builds every schema when its
 * module is evaluated, part of the first download's evaluation on a phone) stay out of the app
 * until a page of the route is opened. The code is asked for with the route's chunks while
 * startup runs (`staticData.loaderCode`, features/shell/route-chunks.ts), so the loader rarely
 * waits for it.
 *
 *   ...lazyLoader(() => import('…/profile.loader.ts').then((m) => m.loadProfile)),
 */
export function lazyLoader<Loader extends (args: never) => unknown>(loaderCode: () => Promise<Loader>) {
  type Args = Parameters<Loader>[0];
  return {
    staticData: { loaderCode },
    loader: async (args: Args): Promise<Awaited<ReturnType<Loader>>> => {
      const load = (await loaderCode()) as unknown as (args: Args) => Awaited<ReturnType<Loader>>;
      return load(args);
    },
  };
}
