import { createFileRoute } from '@tanstack/react-router';
import { recordPage } from '../../features/shell/record-page.tsx';

/** The customer profile; the id is the partner's record id (stt_rec, spec §2). */
export const Route = createFileRoute('/crm/partners_/$id')({
  component: recordPage(() => import('../../features/crm/PartnerProfile.tsx'), 'PartnerProfile'),
});
