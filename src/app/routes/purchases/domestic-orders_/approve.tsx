import { createFileRoute } from '@tanstack/react-router';
import { approveRoute } from '../../../document-ui/approve-route.tsx';

// The spec lists no approve screen of its own for purchase orders: approving takes the orders' edit right.
export const Route = createFileRoute('/purchases/domestic-orders_/approve')(
  approveRoute(() =>
    import('../../../../contract/documents/purchases/domestic-orders.document.ts').then(
      (m) => m.domesticOrders,
    ),
  ),
);
