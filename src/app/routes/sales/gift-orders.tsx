import { createFileRoute } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/sales/gift-orders')(
  documentRoute(() =>
    import('../../../contract/documents/sales/gift-orders.document.ts').then((m) => m.giftOrders),
  ),
);
