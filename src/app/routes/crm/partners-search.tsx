import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';

const PartnerSearchPage = lazyRouteComponent(
  () => import('../../features/crm/PartnerSearchPage.tsx'),
  'PartnerSearchPage',
);

export const Route = createFileRoute('/crm/partners-search')({
  validateSearch: z.object({ searchKey: z.optional(z.string().check(z.maxLength(200))) }),
  component: PartnerSearchPage,
});
