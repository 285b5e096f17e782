import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/sales/invoice-orders')(
  documentRoute(
    () => import('../../../contract/documents/sales/invoice-orders.document.ts').then((m) => m.invoiceOrders),
    lazyRouteComponent(() => import('../../features/einvoice/InvoiceOrdersPage.tsx'), 'InvoiceOrdersPage'),
  ),
);
