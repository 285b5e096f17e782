import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const PartnerFormPage = lazyRouteComponent(
  () => import('../../features/crm/PartnerFormPage.tsx'),
  'PartnerFormPage',
);

export const Route = createFileRoute('/crm/partners_/$id_/edit')({
  component: function EditPartner() {
    const { id } = Route.useParams();
    return <PartnerFormPage id={id} />;
  },
});
