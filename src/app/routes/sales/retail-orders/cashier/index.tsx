import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/sales/retail-orders/cashier/')({
  staticData: { layout: 'cashier', noScroll: true },
  component: lazyRouteComponent(() => import('../../../../features/cashier/CashierPage.tsx'), 'CashierPage'),
});
