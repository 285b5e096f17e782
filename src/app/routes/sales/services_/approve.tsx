import { createFileRoute } from '@tanstack/react-router';
import { approveRoute } from '../../../document-ui/approve-route.tsx';

export const Route = createFileRoute('/sales/services_/approve')(
  approveRoute(() =>
    import('../../../../contract/documents/sales/services.document.ts').then((m) => m.services),
  ),
);
