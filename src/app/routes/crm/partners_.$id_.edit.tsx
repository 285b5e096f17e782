import { createFileRoute } from '@tanstack/react-router';
import { recordPage } from '../../features/shell/record-page.tsx';

export const Route = createFileRoute('/crm/partners_/$id_/edit')({
  component: recordPage(() => import('../../features/crm/PartnerFormPage.tsx'), 'PartnerFormPage'),
});
