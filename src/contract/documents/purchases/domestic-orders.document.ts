import { msg } from '@lingui/core/macro';
import { f } from '../../entity/fields.ts';
import { defineDocument, voucherType } from '../define.ts';
import { headerCore, headerTotals, lineItem, lineNotes, linePricing, supplierField } from '../fields.ts';
import { NO_LEDGER_ROWS } from '../ledger.ts';
import {
  AWAITING_APPROVAL,
  CANCELLED,
  DRAFT,
  POSTED,
  type StatusDef,
  standardStatuses,
} from '../statuses.ts';

/** An order commits nothing to the ledgers: its receipts post stock and the payable (331). */
const orderStatuses: StatusDef[] = standardStatuses({ approval: true }).map((status) =>
  status.status === POSTED ? { ...status, ten_tt: 'Đã duyệt', ten_tt2: 'Approved', ghi_so: false } : status,
);

/**
 * Đơn mua hàng: what is ordered from a supplier, approved before it is sent, then received in one
 * or several stock receipts whose lines name the order (`stt_rec_dh`, `line_dh`); what is still
 * to receive is the ordered quantity less the posted receipts' (purchases module).
 */
export const domesticOrders = defineDocument({
  name: 'purchases.domestic-orders',
  table: 'purchase_orders',
  title: msg`Đơn mua hàng`,
  one: msg`đơn mua hàng`,
  header: {
    ...headerCore,
    ma_ncc: { ...supplierField, required: true },
    ngay_giao: f.date(msg`Ngày giao dự kiến`),
    ...headerTotals,
  },
  lines: { details: { fields: { ...lineItem, ...linePricing, ghi_chu: lineNotes.ghi_chu } } },
  voucherTypes: [voucherType('DH1', ['Đơn mua hàng', 'Purchase order'], 'PO', 'DH')],
  statuses: orderStatuses,
  initialStatus: DRAFT,
  list: {
    columns: ['so_ct', 'ngay_ct', 'ma_ncc', 'ngay_giao', 'dien_giai', 't_tt', 'status', 'ma_dvcs'],
  },
  filters: ['ma_ct', 'status', 'ma_ncc', 'ma_dvcs'],
  post: () => NO_LEDGER_ROWS,
});

export const ORDER_STATUSES = { DRAFT, AWAITING_APPROVAL, APPROVED: POSTED, CANCELLED } as const;
