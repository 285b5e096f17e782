import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/stock/delivery-orders')(
  documentRoute(
    () =>
      import('../../../contract/documents/stock/delivery-orders.document.ts').then((m) => m.deliveryOrders),
    lazyRouteComponent(() => import('../../features/stock/DeliveryOrdersPage.tsx'), 'DeliveryOrdersPage'),
  ),
);
