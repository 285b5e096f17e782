import { createFileRoute } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/sales/sale-orders')(
  documentRoute(() =>
    import('../../../contract/documents/sales/sale-orders.document.ts').then((m) => m.saleOrders),
  ),
);
