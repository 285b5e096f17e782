import { useLingui } from '@lingui/react/macro';
import { complains } from '../../../../contract/entities/crm/complains.entity.ts';
import { partnerTransfers } from '../../../../contract/entities/crm/partners-transfer-histories.entity.ts';
import type { ProfileTabProps } from '../profile-tabs.ts';
import { RelatedRecords } from './RelatedRecords.tsx';

/** The customer's complaints (/crm/complains filtered to them). */
export function ComplainsTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <RelatedRecords
      entity={complains}
      code={String(partner.ma_kh)}
      columns={['so_kn', 'ngay_kn', 'ma_loai_kn', 'noi_dung', 'ma_nv_xl', 'trang_thai', 'han_xl']}
      empty={t`Khách hàng chưa có khiếu nại nào.`}
    />
  );
}

/** Who handled the customer before, when and why it moved (/crm/partners-transfer-histories). */
export function TransfersTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <RelatedRecords
      entity={partnerTransfers}
      code={String(partner.ma_kh)}
      columns={['created_at', 'ma_nvbh_cu', 'ma_nvbh_moi', 'ly_do']}
      empty={t`Khách hàng chưa được chuyển lần nào.`}
    />
  );
}
