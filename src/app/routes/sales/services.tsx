import { createFileRoute } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/sales/services')(
  documentRoute(() =>
    import('../../../contract/documents/sales/services.document.ts').then((m) => m.services),
  ),
);
