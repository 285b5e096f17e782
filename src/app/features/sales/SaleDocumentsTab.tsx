import { useLingui } from '@lingui/react/macro';
import { bills } from '../../../contract/documents/sales/bills.document.ts';
import { retailOrders } from '../../../contract/documents/sales/retail-orders.document.ts';
import { saleOrders } from '../../../contract/documents/sales/sale-orders.document.ts';
import { services } from '../../../contract/documents/sales/services.document.ts';
import type { ProfileTabProps } from '../crm/profile-tabs.ts';
import { RelatedRecords } from '../crm/tabs/RelatedRecords.tsx';

/**
 * The customer's sales documents on their profile (issue 29): each list is the document screen's
 * own list filtered to the customer, and a number opens the document there.
 */

const SALE_COLUMNS = ['so_ct', 'ngay_ct', 't_tt', 't_thanh_toan', 't_con_no', 'ma_nvbh'] as const;

/** Orders and quotes (/sales/sale-orders): what the deposit took. */
export function OrdersTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <RelatedRecords
      entity={saleOrders.header}
      code={String(partner.ma_kh)}
      columns={['so_ct', 'ngay_ct', 't_tt', 't_thanh_toan', 'ma_nvbh']}
      empty={t`Khách hàng chưa có đơn hàng nào.`}
      openBy="stt_rec"
    />
  );
}

/** Sales at the cashier (/sales/retail-orders). */
export function RetailOrdersTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <RelatedRecords
      entity={retailOrders.header}
      code={String(partner.ma_kh)}
      columns={SALE_COLUMNS}
      empty={t`Khách hàng chưa mua lẻ lần nào.`}
      openBy="stt_rec"
    />
  );
}

/** Bills (/sales/bills), with what each still owes. */
export function BillsTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <RelatedRecords
      entity={bills.header}
      code={String(partner.ma_kh)}
      columns={SALE_COLUMNS}
      empty={t`Khách hàng chưa có hóa đơn nào.`}
      openBy="stt_rec"
    />
  );
}

/** Service slips (/sales/services): the treatments performed. */
export function ServiceSlipsTab({ partner }: ProfileTabProps) {
  const { t } = useLingui();
  return (
    <RelatedRecords
      entity={services.header}
      code={String(partner.ma_kh)}
      columns={SALE_COLUMNS}
      empty={t`Khách hàng chưa có phiếu dịch vụ nào.`}
      openBy="stt_rec"
    />
  );
}
