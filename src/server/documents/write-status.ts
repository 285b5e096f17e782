import { can } from '../../contract/auth/rules.ts';
import type { DocumentValues } from '../../contract/documents/define.ts';
import { AWAITING_APPROVAL } from '../../contract/documents/statuses.ts';
import { withTenant } from '../db/with-tenant.ts';
import { ApiError } from '../http/errors.ts';
import { claimIdempotencyKey, recordIdempotentAnswer } from '../http/idempotency.ts';
import { assertStockAvailable, lockItems, touchedItems, unpost } from './posting.ts';
import { statusOf } from './prepare.ts';
import { loadReferences } from './references.ts';
import { deleteDocumentRows, readDocument } from './store.ts';
import { audit, bump, check, current, type DocumentWriteContext, notEditable, settle } from './write.ts';

/** Status changes (post, cancel, receive, approve) and deletes of a stored document. */

/**
 * A type with an approve screen: only holders of that screen's edit right move a document out of
 * awaiting approval (documents.md §2); putting one up for approval needs only the type's own right.
 */
function assertApprovalRight(ctx: DocumentWriteContext, from: string, to: string): void {
  const { approveMenuId, menuId } = ctx.model.document;
  const user = ctx.scope.user;
  if (approveMenuId && from === AWAITING_APPROVAL && to !== AWAITING_APPROVAL) {
    if (!can(user, approveMenuId, 'edit')) throw new ApiError(403, 'FORBIDDEN');
  } else if (!can(user, menuId, 'edit')) throw new ApiError(403, 'FORBIDDEN');
}

export function changeStatus(
  ctx: DocumentWriteContext,
  sttRec: string,
  status: string,
  version: number | undefined,
) {
  const { model, scope } = ctx;
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    await claimIdempotencyKey(tx);
    const { before, setup, status: from } = await current(tx, ctx, sttRec, version);
    if (!from.cho_sua) throw notEditable(ctx, from.ten_tt);
    const to = statusOf(setup, status, scope);
    assertApprovalRight(ctx, from.status, to.status);
    const header = { ...before, status: to.status };
    await check(tx, ctx, 'edit', [before, header]);
    const lines = Object.fromEntries(
      model.document.lineNames.map((name) => [name, before[name] as Record<string, unknown>[]]),
    );
    const refs = await loadReferences(tx, model, header, lines, scope.t);
    await bump(tx, ctx, sttRec, { status: to.status });
    const doc = { ...header, ...lines, details: before.details } as DocumentValues;
    await settle(tx, ctx, { sttRec, header, doc, refs, setup, wasPosted: from.ghi_so });
    const record = await readDocument(tx, model, sttRec, { tenantId: scope.tenantId });
    await audit(ctx, tx, 'status', sttRec, { from: from.status, to: to.status });
    await recordIdempotentAnswer(tx, 200, record);
    return record;
  });
}

export function deleteDocument(ctx: DocumentWriteContext, sttRec: string, version: number | undefined) {
  const { model, scope } = ctx;
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    await claimIdempotencyKey(tx);
    const { before, status } = await current(tx, ctx, sttRec, version);
    if (!status.cho_sua) throw notEditable(ctx, status.ten_tt);
    await check(tx, ctx, 'del', [before]);
    if (status.ghi_so) {
      const items = await touchedItems(tx, sttRec, []);
      await lockItems(tx, scope.tenantId, items);
      await unpost(tx, scope.tenantId, sttRec);
      await assertStockAvailable(tx, items, before.details, scope.t);
      await ctx.effect?.(tx, { sttRec, doc: before as DocumentValues, posted: false, scope });
    }
    await deleteDocumentRows(tx, model, scope.tenantId, sttRec);
    await audit(ctx, tx, 'delete', sttRec, before);
    await recordIdempotentAnswer(tx, 200, { stt_rec: sttRec });
    return { stt_rec: sttRec };
  });
}
