import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';

const BroadcastPage = lazyRouteComponent(
  () => import('../../features/campaigns/BroadcastPage.tsx'),
  'BroadcastPage',
);

const id = z.catch(z.optional(z.string().check(z.maxLength(64))), undefined);

/** A message to a customer segment; `?campaign=` starts from a campaign, `?id=` follows a broadcast. */
export const Route = createFileRoute('/crm/broadcast')({
  validateSearch: z.object({ id, campaign: id }),
  component: function Broadcast() {
    const search = Route.useSearch();
    return <BroadcastPage id={search.id} campaign={search.campaign} />;
  },
});
