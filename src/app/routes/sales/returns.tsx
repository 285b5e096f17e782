import { createFileRoute } from '@tanstack/react-router';
import { documentRoute } from '../../document-ui/document-route.tsx';

export const Route = createFileRoute('/sales/returns')(
  documentRoute(() => import('../../../contract/documents/sales/returns.document.ts').then((m) => m.returns)),
);
