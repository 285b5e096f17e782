import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { can } from '../../contract/auth/rules.ts';
import { session } from '../state/session.ts';
import { entityListQuery } from './entity-api.ts';
import { type EntitySearch, entitySearchSchema, listParams } from './list-search.ts';
import { entityForSplat } from './splat-entity.ts';

// Loaded with the route (see entity-route.tsx): the list screen stays out of the first download.
const CatchAllScreen = lazyRouteComponent(() => import('./CatchAllScreen.tsx'), 'CatchAllScreen');

/**
 * Route options of `/generic/$` and `/report/$`. An address naming no declared entity is the
 * router's 404; an entity the user may not open (no access right on its menu id) is /blank.
 */
export function catchAllRoute(kind: 'generic' | 'report') {
  return {
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ search }),
    loader: async ({
      context,
      params,
      deps,
    }: {
      context: { queryClient: QueryClient };
      params: { _splat?: string };
      deps: { search: Record<string, unknown> };
    }) => {
      const entity = entityForSplat(params._splat);
      if (!entity) throw notFound();
      if (!can(session.user, entity.menuId, 'access')) throw redirect({ to: '/blank' });
      const search = entitySearchSchema(entity).parse(deps.search) as EntitySearch;
      await context.queryClient.ensureQueryData(entityListQuery(entity, listParams(entity, search)));
    },
    component: Object.assign(() => <CatchAllScreen readOnly={kind === 'report'} />, {
      preload: CatchAllScreen.preload,
    }),
  };
}
