import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const VipPartnersPage = lazyRouteComponent(
  () => import('../../features/crm/VipPartnersPage.tsx'),
  'VipPartnersPage',
);

export const Route = createFileRoute('/crm/partners-vip')({ component: VipPartnersPage });
