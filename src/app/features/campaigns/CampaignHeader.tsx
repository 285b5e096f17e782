import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CrmHeader } from '../crm/CustomersHeader.tsx';

/** CRM › Chiến dịch › title, with the page's actions. */
export function CampaignHeader(props: { title: string; description?: ReactNode; actions?: ReactNode }) {
  const { t } = useLingui();
  return <CrmHeader list={{ label: t`Chiến dịch`, to: '/crm/campaigns' }} {...props} />;
}
