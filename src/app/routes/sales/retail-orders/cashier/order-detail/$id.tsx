import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/sales/retail-orders/cashier/order-detail/$id')({
  staticData: { layout: 'cashier' },
  component: lazyRouteComponent(
    () => import('../../../../../features/cashier/OrderDetailPage.tsx'),
    'OrderDetailPage',
  ),
});
