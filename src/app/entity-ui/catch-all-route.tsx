import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { can } from '../../contract/auth/rules.ts';
import { session } from '../state/session.ts';
import { CatchAllScreen } from './CatchAllScreen.tsx';
import { entityListQuery } from './entity-api.ts';
import { type EntitySearch, entitySearchSchema, listParams } from './list-search.ts';
import { entityForSplat } from './menu-screen.ts';

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
    component: () => <CatchAllScreen readOnly={kind === 'report'} />,
  };
}
