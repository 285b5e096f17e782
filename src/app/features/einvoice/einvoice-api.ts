import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import { EINVOICE_STATE } from '../../../contract/documents/sales/invoice-orders.document.ts';
import { apiGet, apiPost } from '../../data/api.ts';
import { type EntityRow, entityListSchema, entityRowSchema } from '../../entity-ui/entity-api.ts';
import { businessToday } from '../../entity-ui/excel/today.ts';

/** The calls of /sales/invoice-publish and the bills an order may collect (issue 29, e-invoices). */

export const INVOICE_ORDERS = 'sales/invoice-orders';
const PUBLISH = 'sales/invoice-publish';

export function publishInvoice(id: string): Promise<EntityRow> {
  return apiPost(`${PUBLISH}/${encodeURIComponent(id)}/publish`, {}, entityRowSchema);
}

export function cancelInvoice(id: string, ly_do: string): Promise<EntityRow> {
  return apiPost(`${PUBLISH}/${encodeURIComponent(id)}/cancel`, { ly_do }, entityRowSchema);
}

/** The XML sent to the provider, as text. */
export async function invoiceXmlText(id: string): Promise<string> {
  const order = await apiGet(`${INVOICE_ORDERS}/${encodeURIComponent(id)}`, entityRowSchema);
  return String(order.hd_xml ?? '');
}

/** Orders with one status, newest first (the publish screen's list). */
export function ordersToPublish(signal?: AbortSignal) {
  return apiGet(INVOICE_ORDERS, entityListSchema, {
    query: { status: '2', pageSize: 100, sortKey: 'ngay_ct', sortType: 'desc' },
    signal,
  });
}

/** Posted bills of a customer (or walk-ins with none) in a period, for an order to collect. */
export function billsToInvoice(o: { ma_kh: string; fromDate: string; toDate: string }, signal?: AbortSignal) {
  return apiGet('sales/bills', entityListSchema, {
    query: {
      ...(o.ma_kh ? { ma_kh: o.ma_kh } : {}),
      status: '2',
      fromDate: o.fromDate,
      toDate: o.toDate,
      pageSize: 200,
      sortKey: 'ngay_ct',
      sortType: 'asc',
    },
    signal,
  });
}

export const customerSchema = z.looseObject({
  ten_kh: z.string().nullish(),
  dia_chi: z.string().nullish(),
  email: z.string().nullish(),
});

/** What the buyer's tax details start from: the customer's last order, else the customer. */
export async function buyerOf(ma_kh: string): Promise<Record<string, string>> {
  const last = await apiGet(INVOICE_ORDERS, entityListSchema, {
    query: { ma_kh, pageSize: 10, sortKey: 'ngay_ct', sortType: 'desc' },
  });
  const order = last.items[0];
  if (order?.ten_dv || order?.ma_so_thue) {
    const pick = ['ma_so_thue', 'ten_dv', 'nguoi_mua', 'dia_chi', 'email'] as const;
    return Object.fromEntries(pick.map((k) => [k, String(order[k] ?? '')]));
  }
  // Records are read by id: the customer is found by its code among the search's matches.
  const found = await apiGet('crm/partners', entityListSchema, { query: { searchKey: ma_kh, pageSize: 10 } });
  const customer = customerSchema.parse(found.items.find((c) => c.ma_kh === ma_kh) ?? {});
  return { nguoi_mua: customer.ten_kh ?? '', dia_chi: customer.dia_chi ?? '', email: customer.email ?? '' };
}

export const STATE_LABELS: Record<string, MessageDescriptor> = {
  '': msg`Chưa phát hành`,
  [EINVOICE_STATE.SENDING]: msg`Đang gửi`,
  [EINVOICE_STATE.PUBLISHED]: msg`Đã phát hành`,
  [EINVOICE_STATE.CANCELLED]: msg`Đã hủy`,
  [EINVOICE_STATE.REPLACED]: msg`Bị thay thế`,
};

export const STATE_COLOURS: Record<string, string> = {
  '': '#A8AAAE',
  [EINVOICE_STATE.SENDING]: '#FF9F43',
  [EINVOICE_STATE.PUBLISHED]: '#28C76F',
  [EINVOICE_STATE.CANCELLED]: '#EA5455',
  [EINVOICE_STATE.REPLACED]: '#7367F0',
};

/** Who the invoice is made out to (tax code, company, person, address, e-mail), filled by buyerOf. */
export const BUYER_FIELDS = ['ma_so_thue', 'ten_dv', 'nguoi_mua', 'dia_chi', 'email'];

/** An order's header fields a replacement copies: all it shows but its own date and number. */
const COPIED = ['ma_dvcs', 'ma_kh', ...BUYER_FIELDS, 'ht_tt', 'dien_giai'];

/** Header fields the order form shows, in its order (the e-invoice's own are shown by EinvoiceInfo). */
export const ORDER_FIELDS = ['ma_dvcs', 'ngay_ct', 'so_ct', 'ma_kh', ...BUYER_FIELDS, 'ht_tt', 'dien_giai'];

/** A new order for the same bills and buyer, naming the original and the reason (replacement). */
export async function replacementOf(order: EntityRow, reason: string): Promise<EntityRow> {
  const full = await apiGet(
    `${INVOICE_ORDERS}/${encodeURIComponent(String(order.stt_rec))}`,
    entityRowSchema,
  );
  const body: Record<string, unknown> = Object.fromEntries(COPIED.map((k) => [k, full[k] ?? null]));
  const details = ((full.details as Record<string, unknown>[] | undefined) ?? []).map((d) => ({
    stt_rec_hd: d.stt_rec_hd,
  }));
  return apiPost(
    INVOICE_ORDERS,
    {
      ...body,
      id: uuidv7(),
      ngay_ct: businessToday(),
      status: '2',
      stt_rec_goc: order.stt_rec,
      ly_do: reason,
      details,
    },
    entityRowSchema,
  );
}
