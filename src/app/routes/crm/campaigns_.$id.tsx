import { createFileRoute } from '@tanstack/react-router';
import { recordPage } from '../../features/shell/record-page.tsx';

/** One campaign: its audience by the customers' filters, its results, its status moves. */
export const Route = createFileRoute('/crm/campaigns_/$id')({
  component: recordPage(() => import('../../features/campaigns/CampaignPage.tsx'), 'CampaignPage'),
});
