import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/purchases/domestic-orders')(
  documentRoute(
    () =>
      import('../../../contract/documents/purchases/domestic-orders.document.ts').then(
        (m) => m.domesticOrders,
      ),
    lazyRouteComponent(() => import('../../features/purchases/PurchaseOrdersPage.tsx'), 'PurchaseOrdersPage'),
  ),
);
