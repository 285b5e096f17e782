import { useLingui } from '@lingui/react/macro';
import { tickets } from '../../../contract/entities/crm/tickets.entity.ts';
import type { ProfileTabProps } from '../crm/profile-tabs.ts';
import { RelatedRecords } from '../crm/tabs/RelatedRecords.tsx';

/** The customer's work tickets on their profile, latest due first, with a way to the full list. */
export function TicketsTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <RelatedRecords
      entity={tickets}
      code={String(partner.ma_kh)}
      columns={['so_phieu', 'tieu_de', 'ma_nv', 'uu_tien', 'han_chot', 'trang_thai']}
      empty={t`Khách hàng chưa có phiếu công việc nào.`}
      links={[{ to: '/crm/tickets', label: t`Xem tất cả phiếu công việc của khách hàng` }]}
    />
  );
}
