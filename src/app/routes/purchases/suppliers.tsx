import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

export const Route = createFileRoute('/purchases/suppliers')(
  entityRoute(
    () => import('../../../contract/entities/purchases/suppliers.entity.ts').then((m) => m.suppliers),
    lazyRouteComponent(() => import('../../features/purchases/SuppliersPage.tsx'), 'SuppliersPage'),
  ),
);
