import { createFileRoute } from '@tanstack/react-router';
import { documentRoute } from '../../../document-ui/document-route.tsx';

export const Route = createFileRoute('/sales/retail-orders/')(
  documentRoute(() =>
    import('../../../../contract/documents/sales/retail-orders.document.ts').then((m) => m.retailOrders),
  ),
);
