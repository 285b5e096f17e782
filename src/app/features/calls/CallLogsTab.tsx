import { useLingui } from '@lingui/react/macro';
import { callLogs } from '../../../contract/entities/crm/call-logs.entity.ts';
import type { ProfileTabProps } from '../crm/profile-tabs.ts';
import { RelatedRecords } from '../crm/tabs/RelatedRecords.tsx';

/** The customer's calls on their profile, newest first, with ways to the full list and to log one. */
export function CallLogsTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <RelatedRecords
      entity={callLogs}
      code={String(partner.ma_kh)}
      columns={['ngay_goi', 'huong', 'dien_thoai', 'ma_nv', 'thoi_luong', 'trang_thai', 'ghi_chu']}
      empty={t`Chưa có cuộc gọi nào với khách hàng.`}
      links={[
        { to: '/crm/call-logs', label: t`Xem tất cả cuộc gọi của khách hàng` },
        { to: '/crm/call-logs/call', label: t`Ghi cuộc gọi` },
      ]}
    />
  );
}
