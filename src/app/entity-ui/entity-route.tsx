import type { QueryClient } from '@tanstack/react-query';
import {
  type AsyncRouteComponent,
  lazyRouteComponent,
  type SearchMiddleware,
  stripSearchParams,
} from '@tanstack/react-router';
import type { Entity } from '../../contract/entity/define.ts';
import type { LoadCause } from './entity-list-loader.ts';
import type { EntitySearch } from './list-search.ts';

type ListLoader = typeof import('./entity-list-loader.ts');

interface LoaderArgs {
  context: { queryClient: QueryClient };
  deps: Record<string, unknown>;
  cause: LoadCause;
}

/*
 * The screen and its outline load with the route, not with the app: the router's code splitting
 * cannot see inside entityRoute(), so these imports are what keeps the table, the form and their
 * inputs out of the first download.
 */
const EntityListPage = lazyRouteComponent(() => import('./EntityListPage.tsx'), 'EntityListPage');
const EntityListSkeleton = lazyRouteComponent(() => import('./EntityListSkeleton.tsx'), 'EntityListSkeleton');

/**
 * The route options of an entity's list screen, so its route file is one line:
 *
 *   export const Route = createFileRoute('/stock/units')(
 *     entityRoute(() => import('…/units.entity.ts').then((m) => m.units)),
 *   );
 *
 * The declaration comes with the screen, not with the app: the route tree is in the first
 * download, and the declarations of every screen with the list machinery behind the loader were
 * 16 of the app's 41 kB gzip in it. Until they have arrived the address is kept as typed; the loader fetches them,
 * reads the address and waits for the first page. From then on the address is read through the
 * entity's schema and its defaults are left out of it, so the plain list reads /stock/units.
 */
export function entityRoute(
  load: () => Promise<Entity>,
  /** A bespoke list screen of the entity (customers' bulk actions), loaded the same lazy way. */
  Page: AsyncRouteComponent<{ entity: Entity }> = EntityListPage,
) {
  let loaded: { entity: Entity; list: ListLoader } | undefined;
  let loading: Promise<{ entity: Entity; list: ListLoader }> | undefined;
  const arrive = () => {
    loading ??= Promise.all([load(), import('./entity-list-loader.ts')]).then(
      ([entity, list]) => (loaded = { entity, list }),
    );
    return loading;
  };
  // The router's own middleware, once the defaults are known.
  const stripDefaults: SearchMiddleware<Record<string, unknown>> = (context) =>
    loaded
      ? stripSearchParams<Record<string, unknown>>(loaded.list.searchDefaults(loaded.entity))(context)
      : context.next(context.search);
  return {
    // Fetched with the screen's code while startup runs (features/shell/route-chunks.ts).
    staticData: { loaderCode: arrive },
    validateSearch: (search: Record<string, unknown>): Partial<EntitySearch> =>
      loaded ? loaded.list.readEntitySearch(loaded.entity, search) : search,
    search: { middlewares: [stripDefaults] },
    // `edit` is not a dependency: opening the form does not ask for the list again.
    loaderDeps: ({ search: { edit: _, ...rest } }: { search: Record<string, unknown> }) => rest,
    loader: async ({ context, deps, cause }: LoaderArgs) => {
      const { entity, list } = await arrive();
      await list.ensureEntityList(context.queryClient, entity, deps, cause);
    },
    pendingComponent: ofEntity(EntityListSkeleton, () => loaded?.entity),
    component: ofEntity(Page, () => loaded?.entity),
  };
}

/**
 * `Lazy` drawn for the entity once its declaration has arrived (the loader fetches it before the
 * screen shows), keeping its preload so the router fetches the chunk with the data.
 */
function ofEntity(Lazy: AsyncRouteComponent<{ entity: Entity }>, entity: () => Entity | undefined) {
  const Screen = () => {
    const declared = entity();
    return declared ? <Lazy entity={declared} /> : null;
  };
  Screen.preload = Lazy.preload;
  return Screen;
}
