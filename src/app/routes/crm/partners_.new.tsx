import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const PartnerFormPage = lazyRouteComponent(
  () => import('../../features/crm/PartnerFormPage.tsx'),
  'PartnerFormPage',
);

export const Route = createFileRoute('/crm/partners_/new')({ component: () => <PartnerFormPage /> });
