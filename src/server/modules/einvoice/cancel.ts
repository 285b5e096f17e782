import { EINVOICE_STATE } from '../../../contract/documents/sales/invoice-orders.document.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { readDocument } from '../../documents/store.ts';
import { ApiError } from '../../http/errors.ts';
import { einvoiceMessages as m } from './einvoice-messages.ts';
import { invoiceSettings, providerConfig } from './invoice-data.ts';
import { lockedOrder, type PublishContext, refused, updateOrder } from './publish.ts';

/**
 * Cancelling an issued e-invoice (Decree 123/2020 art. 19: an invoice issued in error is
 * cancelled through the provider): only a published one, with a reason. The provider is asked
 * first; the order records `da_huy` only once the provider agreed, and its bills are free again.
 * A refusal or no answer changes nothing here.
 */
export async function cancelInvoice(ctx: PublishContext, id: string, reason: string) {
  const { scope } = ctx;
  if (!reason.trim()) throw refused('ly_do', scope.t(m.cancelReason));
  const target = await withTenant(ctx.db, scope.tenantId, async (tx) => {
    const order = await lockedOrder(tx, ctx, id);
    if (order.hd_trang_thai !== EINVOICE_STATE.PUBLISHED)
      throw refused('hd_trang_thai', scope.t(m.notPublished, { so_ct: String(order.so_ct) }));
    const config = providerConfig(await invoiceSettings(tx, scope));
    return { key: String(order.hd_khoa), number: String(order.hd_so), config };
  });
  const answer = await ctx.provider(target.config).cancel({ ...target, reason: reason.trim() });
  if (!answer.ok)
    throw answer.kind === 'rejected'
      ? new ApiError(422, 'EINVOICE_REJECTED', { values: { detail: answer.message } })
      : new ApiError(502, 'EINVOICE_UNREACHABLE', { values: { detail: answer.message } });
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    const order = await lockedOrder(tx, ctx, id);
    if (order.hd_trang_thai === EINVOICE_STATE.PUBLISHED) {
      await updateOrder(tx, ctx, id, {
        hd_trang_thai: EINVOICE_STATE.CANCELLED,
        hd_ly_do_huy: reason.trim(),
      });
      await scope.audit(tx, {
        action: 'einvoice-cancel',
        object: ctx.model.document.path,
        record_id: id,
        detail: { reason: reason.trim() },
      });
    }
    return readDocument(tx, ctx.model, id, { tenantId: scope.tenantId });
  });
}
