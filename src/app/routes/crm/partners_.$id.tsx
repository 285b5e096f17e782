import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const PartnerProfile = lazyRouteComponent(
  () => import('../../features/crm/PartnerProfile.tsx'),
  'PartnerProfile',
);

/** The customer profile; the id is the partner's record id (stt_rec, spec §2). */
export const Route = createFileRoute('/crm/partners_/$id')({
  component: function Profile() {
    const { id } = Route.useParams();
    return <PartnerProfile id={id} />;
  },
});
