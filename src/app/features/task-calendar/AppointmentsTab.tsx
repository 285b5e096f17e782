import { useLingui } from '@lingui/react/macro';
import { tasks } from '../../../contract/entities/crm/tasks.entity.ts';
import type { ProfileTabProps } from '../crm/profile-tabs.ts';
import { RelatedRecords } from '../crm/tabs/RelatedRecords.tsx';

/** The customer's appointments on their profile, newest first, with a way to their full list. */
export function AppointmentsTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <RelatedRecords
      entity={tasks}
      code={String(partner.ma_kh)}
      columns={['ma_lh', 'ngay_bd', 'ma_loai', 'ma_nv', 'ma_phong', 'trang_thai']}
      empty={t`Khách hàng chưa có lịch hẹn nào.`}
      links={[{ to: '/crm/partner-tasks', label: t`Xem tất cả lịch hẹn của khách hàng` }]}
    />
  );
}
