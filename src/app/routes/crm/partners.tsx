import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

/** The customers' list with its bulk actions (transfer, tag, export) over the entity's data table. */
const PartnersPage = lazyRouteComponent(() => import('../../features/crm/PartnersPage.tsx'), 'PartnersPage');

export const Route = createFileRoute('/crm/partners')(
  entityRoute(
    () => import('../../../contract/entities/crm/partners.entity.ts').then((m) => m.partners),
    PartnersPage,
  ),
);
