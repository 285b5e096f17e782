import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

/** The campaigns' list; a row opens the campaign's page (audience, results, sending). */
export const Route = createFileRoute('/crm/campaigns')(
  entityRoute(
    () => import('../../../contract/entities/crm/campaigns.entity.ts').then((m) => m.campaigns),
    lazyRouteComponent(() => import('../../features/campaigns/CampaignsPage.tsx'), 'CampaignsPage'),
  ),
);
