import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const PartnerTransferPage = lazyRouteComponent(
  () => import('../../features/crm/PartnerTransferPage.tsx'),
  'PartnerTransferPage',
);

export const Route = createFileRoute('/crm/partners-transfer')({ component: PartnerTransferPage });
