import { createFileRoute } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/stock/receipt-orders')(
  documentRoute(() =>
    import('../../../contract/documents/stock/receipt-orders.document.ts').then((m) => m.receiptOrders),
  ),
);
