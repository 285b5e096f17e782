import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** CRM › Chiến dịch › title, with the page's actions. */
export function CampaignHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PageHeader
      before={
        <Breadcrumbs
          items={[{ label: t`CRM` }, { label: t`Chiến dịch`, to: '/crm/campaigns' }, { label: title }]}
        />
      }
      title={title}
      description={description}
      actions={actions}
    />
  );
}
