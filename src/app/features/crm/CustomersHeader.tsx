import { useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The head of a customers' screen beside the list (search, transfer, VIP): CRM › Khách hàng › title. */
export function CustomersHeader({ title, description }: { title: string; description: string }) {
  const { t } = useLingui();
  return (
    <PageHeader
      before={
        <Breadcrumbs
          items={[{ label: t`CRM` }, { label: t`Khách hàng`, to: '/crm/partners' }, { label: title }]}
        />
      }
      title={title}
      description={description}
    />
  );
}
