import { createFileRoute } from '@tanstack/react-router';
import { approveRoute } from '../../../document-ui/approve-route.tsx';

export const Route = createFileRoute('/sales/returns_/approve')(
  approveRoute(() =>
    import('../../../../contract/documents/sales/returns.document.ts').then((m) => m.returns),
  ),
);
