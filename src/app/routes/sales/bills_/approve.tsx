import { createFileRoute } from '@tanstack/react-router';
import { approveRoute } from '../../../document-ui/approve-route.tsx';

export const Route = createFileRoute('/sales/bills_/approve')(
  approveRoute(() => import('../../../../contract/documents/sales/bills.document.ts').then((m) => m.bills)),
);
