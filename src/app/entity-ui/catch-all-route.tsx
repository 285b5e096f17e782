import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { can } from '../../contract/auth/rules.ts';
import { session } from '../state/session.ts';

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
      // The registry of every declaration comes with the screen, not with the first download.
      const [{ entityForSplat }, list] = await Promise.all([
        import('./splat-entity.ts'),
        import('./entity-list-loader.ts'),
      ]);
      const entity = entityForSplat(params._splat);
      if (!entity) throw notFound();
      if (!can(session.user, entity.menuId, 'access')) throw redirect({ to: '/blank' });
      await list.ensureEntityList(context.queryClient, entity, deps.search, 'enter');
    },
    component: Object.assign(() => <CatchAllScreen readOnly={kind === 'report'} />, {
      preload: CatchAllScreen.preload,
    }),
  };
}
