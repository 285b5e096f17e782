import { msg } from '@lingui/core/macro';
import { complains } from '../../../../contract/entities/crm/complains.entity.ts';
import { partnerTransfers } from '../../../../contract/entities/crm/partners-transfer-histories.entity.ts';
import { relatedTab } from './RelatedRecords.tsx';

/** The customer's complaints (/crm/complains filtered to them). */
export const ComplainsTab = relatedTab({
  entity: complains,
  columns: ['so_kn', 'ngay_kn', 'ma_loai_kn', 'noi_dung', 'ma_nv_xl', 'trang_thai', 'han_xl'],
  empty: msg`Khách hàng chưa có khiếu nại nào.`,
});

/** Who handled the customer before, when and why it moved (/crm/partners-transfer-histories). */
export const TransfersTab = relatedTab({
  entity: partnerTransfers,
  columns: ['created_at', 'ma_nvbh_cu', 'ma_nvbh_moi', 'ly_do'],
  empty: msg`Khách hàng chưa được chuyển lần nào.`,
});
