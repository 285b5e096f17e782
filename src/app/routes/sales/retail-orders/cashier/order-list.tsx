import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/sales/retail-orders/cashier/order-list')({
  staticData: { layout: 'cashier' },
  component: lazyRouteComponent(
    () => import('../../../../features/cashier/OrderListPage.tsx'),
    'OrderListPage',
  ),
});
