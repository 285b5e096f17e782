import type { QueryClient } from '@tanstack/react-query';
import {
  type AsyncRouteComponent,
  lazyRouteComponent,
  type SearchMiddleware,
  stripSearchParams,
} from '@tanstack/react-router';
import type { z } from 'zod';
import type { Entity } from '../../contract/entity/define.ts';
import { lazySchema } from '../data/lazy-schema.ts';
import { type EntityListParams, entityListQuery } from './entity-api.ts';
import { type EntitySearch, entitySearchSchema, listParams, searchDefaults } from './list-search.ts';

type Search = z.output<ReturnType<typeof entitySearchSchema>>;

interface LoaderArgs {
  context: { queryClient: QueryClient };
  deps: EntityListParams;
  cause: 'preload' | 'enter' | 'stay';
}

/*
 * The screen and its outline load with the route, not with the app: the router's code splitting
 * cannot see inside entityRoute(), so these imports are what keeps the table, the form and their
 * inputs out of the first download.
 */
const EntityListPage = lazyRouteComponent(() => import('./EntityListPage.tsx'), 'EntityListPage');
const EntityListSkeleton = lazyRouteComponent(() => import('./EntityListSkeleton.tsx'), 'EntityListSkeleton');

/** `Lazy` drawn for one entity, keeping its preload so the router fetches the chunk with the data. */
function ofEntity(Lazy: AsyncRouteComponent<{ entity: Entity }>, entity: Entity) {
  const Screen = () => <Lazy entity={entity} />;
  Screen.preload = Lazy.preload;
  return Screen;
}

/**
 * The route options of an entity's list screen, so its route file is one line:
 *
 *   export const Route = createFileRoute('/stock/units')(entityRoute(units));
 *
 * The address is read with `entitySearchSchema`, built on first use (defaults left out of it), the loader waits for the
 * first page (`ensureQueryData`) and the screen is the entity's list with its form over it.
 */
export function entityRoute(entity: Entity) {
  return {
    validateSearch: lazySchema(() => entitySearchSchema(entity)),
    // Defaults are left out of the address, so the plain list reads /stock/units.
    search: { middlewares: [stripSearchParams(searchDefaults(entity)) as SearchMiddleware<Search>] },
    // `edit` is not a dependency: opening the form does not ask for the list again.
    loaderDeps: ({ search }: { search: EntitySearch }) => listParams(entity, search),
    loader: async ({ context, deps, cause }: LoaderArgs) => {
      const rows = context.queryClient.ensureQueryData(entityListQuery(entity, deps));
      // Opening the page waits for its rows; paging, sorting and searching keep the table on screen.
      if (cause === 'stay') rows.catch(() => undefined);
      else await rows;
    },
    pendingComponent: ofEntity(EntityListSkeleton, entity),
    component: ofEntity(EntityListPage, entity),
  };
}
