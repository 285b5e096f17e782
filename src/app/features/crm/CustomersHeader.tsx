import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The head of a CRM screen under one of its lists: CRM › the list (a link back to it) › title. */
export function CrmHeader({
  list,
  title,
  description,
  actions,
}: {
  list: { label: string; to: string };
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PageHeader
      before={<Breadcrumbs items={[{ label: t`CRM` }, list, { label: title }]} />}
      title={title}
      description={description}
      actions={actions}
    />
  );
}

/** The head of a customers' screen beside the list (search, transfer, VIP): CRM › Khách hàng › title. */
export function CustomersHeader({ title, description }: { title: string; description: string }) {
  const { t } = useLingui();
  return (
    <CrmHeader list={{ label: t`Khách hàng`, to: '/crm/partners' }} title={title} description={description} />
  );
}
