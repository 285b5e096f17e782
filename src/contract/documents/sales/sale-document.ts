import type { MessageDescriptor } from '@lingui/core';
import {
  type DocumentType,
  type DocumentValues,
  defineDocument,
  type PostContext,
  type VoucherTypeDef,
} from '../define.ts';
import type { LedgerRows } from '../ledger.ts';
import { POSTED, standardStatuses } from '../statuses.ts';
import { SALE_LIST_COLUMNS, SALE_SEARCH, saleHeader, saleLines } from './fields.ts';
import { paymentTotals } from './posting.ts';

/**
 * A sales document type from its names, voucher type and posting: every sales document shares the
 * header, lines and payments of fields.ts, its path gives its menu ids ('sales/bills' →
 * 'sales.bills', its approve screen 'sales.bills-approve').
 */
export interface SaleDocumentSpec {
  /** The path under /sales ('bills'). */
  readonly path: string;
  /** SQL table (default: 'sales_' and the path in snake_case, 'sales_gift_orders'). */
  readonly table?: string;
  readonly title: MessageDescriptor;
  readonly one: MessageDescriptor;
  readonly voucher: VoucherTypeDef;
  /** Has an approve screen (spec §2: bills, services, returns). */
  readonly approval?: boolean;
  readonly extraHeader?: Parameters<typeof defineDocument>[0]['header'];
  /** Columns of extraHeader the list shows (after the shared ones) and filters by. */
  readonly extraColumns?: readonly string[];
  readonly extraFilters?: readonly string[];
  /** Its services consume their materials (service slips). */
  readonly consumesMaterials?: boolean;
  /** Its goods lines bring stock back ('in': returns); the others take it out ('out'). */
  readonly batches?: 'in' | 'out';
  readonly post: (doc: DocumentValues, ctx: PostContext) => LedgerRows;
}

export function saleDocument(spec: SaleDocumentSpec): DocumentType {
  const menuId = `sales.${spec.path.replaceAll('/', '-')}`;
  return defineDocument({
    name: `sales.${spec.path}`,
    path: `sales/${spec.path}`,
    table: spec.table ?? `sales_${spec.path.replace(/[-/]/g, '_')}`,
    menuId,
    title: spec.title,
    one: spec.one,
    header: { ...saleHeader, ...spec.extraHeader },
    lines: saleLines,
    voucherTypes: [spec.voucher],
    statuses: standardStatuses({ approval: spec.approval ?? false }),
    initialStatus: POSTED,
    // extraHeader's names, which the shared header's type does not know.
    list: {
      columns: [...SALE_LIST_COLUMNS, ...((spec.extraColumns ?? []) as never[])],
      sort: ['ngay_ct', 'desc'],
    },
    search: SALE_SEARCH,
    filters: ['ma_ct', 'status', 'ma_kh', 'ma_nvbh', ...((spec.extraFilters ?? []) as never[])],
    employee: 'ma_nvbh',
    derive: paymentTotals,
    ...(spec.approval ? { approveMenuId: `${menuId}-approve` } : {}),
    ...(spec.consumesMaterials ? { consumesMaterials: true } : {}),
    batches: spec.batches ?? 'out',
    post: spec.post,
  });
}
