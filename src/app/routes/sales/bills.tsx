import { createFileRoute } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/sales/bills')(
  documentRoute(() => import('../../../contract/documents/sales/bills.document.ts').then((m) => m.bills)),
);
