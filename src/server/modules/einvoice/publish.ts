import { uuidv7 } from 'uuidv7';
import { EINVOICE_STATE } from '../../../contract/documents/sales/invoice-orders.document.ts';
import { POSTED } from '../../../contract/documents/statuses.ts';
import { instantParts } from '../../../contract/domain/datetime.ts';
import type { Db } from '../../db/client.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import type { DocumentModel } from '../../documents/model.ts';
import { readDocument, updateHeader } from '../../documents/store.ts';
import { ApiError } from '../../http/errors.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { einvoiceMessages as m } from './einvoice-messages.ts';
import { invoiceData, invoiceSettings, providerConfig } from './invoice-data.ts';
import { invoiceXml, type RelatedInvoice } from './invoice-xml.ts';
import type { EinvoiceProvider, ProviderConfig } from './provider.ts';

/**
 * Publishing an invoice order (issue 29, e-invoices), idempotent across retries and crashes:
 * 1. one transaction locks the order, builds its XML under a new client key and stores both with
 *    the state `dang_gui` before anything leaves the server;
 * 2. the provider is called with that key (outside any transaction);
 * 3. a second transaction records the answer: the number and lookup code (`da_phat_hanh`, and the
 *    original it replaces `bi_thay_the`); a refusal clears the key and XML (nothing was issued, the
 *    order is unpublished with the reason in `hd_loi`); no usable answer keeps key and XML, so the
 *    next attempt sends the same key and the provider answers the invoice it may have issued.
 */

type Row = Record<string, unknown>;
type Order = Row & { details: Row[] };

export interface PublishContext {
  readonly db: Db;
  readonly model: DocumentModel;
  readonly scope: RequestContext;
  readonly provider: (config: ProviderConfig) => EinvoiceProvider;
}

const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export function todayInVietnam(now = Date.now()): string {
  const p = instantParts(now, VN_TIME_ZONE);
  return `${p.year}-${p.month}-${p.day}`;
}

export function refused(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message }] });
}

export async function lockedOrder(tx: Tx, ctx: PublishContext, id: string): Promise<Order> {
  const { scope } = ctx;
  return readDocument(tx, ctx.model, id, { scope, tenantId: scope.tenantId, lock: true });
}

export function updateOrder(tx: Tx, ctx: PublishContext, id: string, values: Row): Promise<void> {
  return updateHeader(tx, ctx.model, ctx.scope, id, values);
}

async function related(tx: Tx, ctx: PublishContext, order: Order): Promise<RelatedInvoice | undefined> {
  if (!order.stt_rec_goc) return undefined;
  const original = await lockedOrder(tx, ctx, String(order.stt_rec_goc));
  if (original.hd_trang_thai !== EINVOICE_STATE.PUBLISHED)
    throw refused('stt_rec_goc', ctx.scope.t(m.originalNotPublished, { so_ct: String(original.so_ct) }));
  return {
    template: String(original.hd_mau_so),
    series: String(original.hd_ky_hieu),
    number: String(original.hd_so),
    date: String(original.hd_ngay),
  };
}

interface Claim {
  readonly key: string;
  readonly xml: string;
  readonly config: ProviderConfig;
  /** Already published: a retry after success answers the order as it is. */
  readonly done?: Order;
}

/** Step 1: the order ready, its key and XML stored (or the ones of an unanswered attempt reused). */
function claim(ctx: PublishContext, id: string): Promise<Claim> {
  const { scope } = ctx;
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    const order = await lockedOrder(tx, ctx, id);
    const so_ct = String(order.so_ct);
    const settings = await invoiceSettings(tx, scope);
    const config = providerConfig(settings);
    if (order.hd_trang_thai === EINVOICE_STATE.PUBLISHED) return { key: '', xml: '', config, done: order };
    if (order.hd_trang_thai === EINVOICE_STATE.SENDING)
      return { key: String(order.hd_khoa), xml: String(order.hd_xml), config };
    if (order.hd_trang_thai || String(order.status) !== POSTED)
      throw refused('status', scope.t(m.notReady, { so_ct }));
    const key = uuidv7();
    const date = todayInVietnam();
    const replaces = await related(tx, ctx, order);
    const xml = invoiceXml(await invoiceData(tx, order, settings, { key, date, replaces }));
    await updateOrder(tx, ctx, id, {
      hd_trang_thai: EINVOICE_STATE.SENDING,
      hd_khoa: key,
      hd_xml: xml,
      hd_mau_so: settings.sale_invoice_template_code.trim(),
      hd_ky_hieu: settings.sale_invoice_series.trim(),
      hd_ngay: date,
      hd_loi: null,
    });
    await scope.audit(tx, {
      action: 'einvoice-send',
      object: ctx.model.document.path,
      record_id: id,
      detail: { key },
    });
    return { key, xml, config };
  });
}

export async function publishOrder(ctx: PublishContext, id: string): Promise<Order> {
  const started = await claim(ctx, id);
  if (started.done) return started.done;
  const answer = await ctx.provider(started.config).issue({ key: started.key, xml: started.xml });
  const { scope } = ctx;
  const record = await withTenant(ctx.db, scope.tenantId, async (tx) => {
    const order = await lockedOrder(tx, ctx, id);
    // A concurrent attempt with the same key already recorded the answer.
    if (order.hd_trang_thai !== EINVOICE_STATE.SENDING || order.hd_khoa !== started.key) return order;
    if (answer.ok) {
      const { number, lookupCode, issuedOn } = answer.value;
      await updateOrder(tx, ctx, id, {
        hd_trang_thai: EINVOICE_STATE.PUBLISHED,
        hd_so: number,
        hd_ma_tra_cuu: lookupCode,
        ...(issuedOn ? { hd_ngay: issuedOn } : {}),
        hd_loi: null,
      });
      if (order.stt_rec_goc)
        await updateOrder(tx, ctx, String(order.stt_rec_goc), { hd_trang_thai: EINVOICE_STATE.REPLACED });
    } else if (answer.kind === 'rejected') {
      const cleared = { hd_trang_thai: null, hd_khoa: null, hd_xml: null, hd_mau_so: null, hd_ky_hieu: null };
      await updateOrder(tx, ctx, id, {
        ...cleared,
        hd_ngay: null,
        hd_loi: scope.t(m.rejected, { message: answer.message }),
      });
    } else await updateOrder(tx, ctx, id, { hd_loi: scope.t(m.unreachable, { message: answer.message }) });
    const detail = answer.ok ? answer.value : { [answer.kind]: answer.message };
    await scope.audit(tx, {
      action: 'einvoice-publish',
      object: ctx.model.document.path,
      record_id: id,
      detail,
    });
    return readDocument(tx, ctx.model, id, { tenantId: scope.tenantId });
  });
  if (!answer.ok && record.hd_trang_thai !== EINVOICE_STATE.PUBLISHED)
    throw answer.kind === 'rejected'
      ? new ApiError(422, 'EINVOICE_REJECTED', { values: { detail: answer.message } })
      : new ApiError(502, 'EINVOICE_UNREACHABLE', { values: { detail: answer.message } });
  return record;
}
