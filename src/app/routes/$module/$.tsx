import { createFileRoute, notFound } from '@tanstack/react-router';
import { ModulePlaceholder } from '../../features/shell/ModulePlaceholder.tsx';

/** Module areas of spec §2 whose screens have not landed yet; anything else stays a 404. */
const MODULES = new Set([
  'dashboard',
  'crm',
  'sales',
  'purchases',
  'stock',
  'accounting',
  'hr',
  'system',
  'user',
  'admin',
  'generic',
  'report',
]);

export const Route = createFileRoute('/$module/$')({
  beforeLoad: ({ params }) => {
    if (!MODULES.has(params.module)) throw notFound();
  },
  component: ModulePlaceholder,
});
