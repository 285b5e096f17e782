import { createFileRoute } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/stock/transfer-orders')(
  documentRoute(() =>
    import('../../../contract/documents/stock/transfer-orders.document.ts').then((m) => m.transferOrders),
  ),
);
