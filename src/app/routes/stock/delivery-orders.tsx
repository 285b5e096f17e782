import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

const DeliveryOrdersPage = lazyRouteComponent(
  () => import('../../features/stock/DeliveryOrdersPage.tsx'),
  'DeliveryOrdersPage',
);

export const Route = createFileRoute('/stock/delivery-orders')(
  documentRoute(
    () =>
      import('../../../contract/documents/stock/delivery-orders.document.ts').then((m) => m.deliveryOrders),
    DeliveryOrdersPage,
  ),
);
