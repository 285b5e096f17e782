import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const CampaignPage = lazyRouteComponent(
  () => import('../../features/campaigns/CampaignPage.tsx'),
  'CampaignPage',
);

/** One campaign: its audience by the customers' filters, its results, its status moves. */
export const Route = createFileRoute('/crm/campaigns_/$id')({
  component: function Campaign() {
    const { id } = Route.useParams();
    return <CampaignPage id={id} />;
  },
});
