import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/sales/invoice-publish')({
  component: lazyRouteComponent(
    () => import('../../features/einvoice/InvoicePublishPage.tsx'),
    'InvoicePublishPage',
  ),
});
