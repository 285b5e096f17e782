import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { DocumentValues } from '../../contract/documents/define.ts';
import { writeAudit } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import { type Tx, withTenant } from '../db/with-tenant.ts';
import type { RequestScope } from '../entity-api/model.ts';
import { assertWritable, type WriteAction } from '../entity-api/scope.ts';
import type { ClientInfo } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { claimIdempotencyKey, recordIdempotentAnswer } from '../http/idempotency.ts';
import type { DocumentInput } from './input.ts';
import { documentMessages } from './messages.ts';
import type { DocumentModel } from './model.ts';
import { lockItems, postDocument, touchedItems, unpost } from './posting.ts';
import { assignNumber, type Prepared, prepareDocument, setupOf, statusOf } from './prepare.ts';
import type { References } from './references.ts';
import type { DocumentEffect, DocumentRule, StockShortfallPolicy } from './rules.ts';
import { checkStock } from './stock-check.ts';
import { readDocument, updateHeader, writeLines } from './store.ts';
import type { VoucherSetup } from './voucher-setup.ts';

/**
 * Create, replace, delete and status change of a document (documents.md §2, §4): each one
 * transaction with its scope and lock checks, number, lines, ledger rows and audit entry.
 */

type Row = Record<string, unknown>;

export interface DocumentWriteContext {
  readonly db: Db;
  readonly model: DocumentModel;
  readonly scope: RequestScope;
  readonly client: ClientInfo;
  /** The type's database rules (rules.ts), when its module has any. */
  readonly rule?: DocumentRule | undefined;
  /** What the type's posting sets going beyond the ledgers (rules.ts), when its module has any. */
  readonly effect?: DocumentEffect | undefined;
  /** Whether the type may take stock below zero all the same (rules.ts, stock-check.ts). */
  readonly shortfall?: StockShortfallPolicy | undefined;
}

function audit(ctx: DocumentWriteContext, tx: Tx, action: string, id: string, detail: unknown) {
  const entry = {
    user_name: ctx.scope.user.user_name,
    action,
    object: ctx.model.document.path,
    record_id: id,
    detail,
  };
  return writeAudit(tx, ctx.scope.tenantId, entry, ctx.client);
}

async function check(tx: Tx, ctx: DocumentWriteContext, action: WriteAction, rows: Row[]) {
  await assertWritable(tx, ctx.model.document.header, ctx.scope, action, rows);
}

/** Replaces the document's ledger rows by those of its new state (none unless posted). */
async function settle(
  tx: Tx,
  ctx: DocumentWriteContext,
  state: {
    sttRec: string;
    header: Row;
    doc: DocumentValues;
    refs: References;
    setup: VoucherSetup;
    wasPosted: boolean;
  },
): Promise<void> {
  const posted = statusOf(state.setup, state.header.status, ctx.scope).ghi_so;
  if (!posted && !state.wasPosted) return;
  const { tenantId } = ctx.scope;
  const items = await touchedItems(
    tx,
    state.wasPosted ? state.sttRec : null,
    posted ? state.doc.details : [],
    state.refs.consumes,
  );
  await lockItems(tx, tenantId, items);
  if (state.wasPosted) await unpost(tx, tenantId, state.sttRec);
  if (posted) {
    const identity = {
      stt_rec: state.sttRec,
      ma_ct: String(state.header.ma_ct),
      so_ct: String(state.header.so_ct),
      ngay_ct: String(state.header.ngay_ct),
    };
    await postDocument(tx, {
      tenantId,
      model: ctx.model,
      identity,
      doc: state.doc,
      refs: state.refs,
      setup: state.setup,
      items,
    });
  }
  await checkStock(tx, ctx, state, items);
  await ctx.effect?.(tx, { sttRec: state.sttRec, doc: state.doc, posted, scope: ctx.scope });
}

async function finish(tx: Tx, ctx: DocumentWriteContext, sttRec: string, action: string, status: number) {
  const record = await readDocument(tx, ctx.model, sttRec, { tenantId: ctx.scope.tenantId });
  await audit(ctx, tx, action, sttRec, record);
  await recordIdempotentAnswer(tx, status, record);
  return record;
}

/** Runs the type's database rule; what it filled in (rules.ts) joins the document to store. */
async function ruled(tx: Tx, ctx: DocumentWriteContext, prepared: Prepared, before: Row | null) {
  const fill = await ctx.rule?.(tx, { doc: prepared.doc, before, scope: ctx.scope });
  if (!fill) return prepared;
  const header = { ...prepared.header, ...fill.header };
  const details = (fill.details ?? prepared.doc.details).map((line) => ({ ...line }));
  const lines = { ...prepared.lines, details };
  return { ...prepared, header, lines, doc: { ...prepared.doc, ...header, ...lines, details } };
}

export function createDocument(ctx: DocumentWriteContext, input: DocumentInput) {
  const { model, scope } = ctx;
  const { document } = model;
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    await claimIdempotencyKey(tx);
    const sttRec = input.sttRec ?? uuidv7();
    // A retried create with the same client-made stt_rec answers the document it made.
    if (input.sttRec) {
      const existing = await tx.execute(
        sql`SELECT 1 FROM ${sql.identifier(document.header.table)} WHERE id = ${sttRec}`,
      );
      if ((existing as { rows: unknown[] }).rows.length > 0)
        return {
          record: await readDocument(tx, model, sttRec, { scope, tenantId: scope.tenantId }),
          created: false,
        };
    }
    const base = {
      ...input.header,
      ma_ct: input.header.ma_ct ?? document.voucherTypes[0].ma_ct,
      status: input.header.status || document.initialStatus,
    };
    await check(tx, ctx, 'add', [base]);
    const setup = await setupOf(tx, model, base.ma_ct, scope);
    statusOf(setup, base.status, scope);
    const prepared = await ruled(tx, ctx, await prepareDocument(tx, model, scope, input, base, sttRec), null);
    const so_ct = await assignNumber(tx, model, scope, prepared.header, setup, null);
    const header = { ...prepared.header, so_ct, stt_rec: sttRec };
    const by = scope.user.user_name;
    await tx
      .insert(model.header.table)
      .values({ ...header, tenant_id: scope.tenantId, id: sttRec, created_by: by, updated_by: by } as never);
    await writeLines(tx, model, scope.tenantId, sttRec, prepared.lines, by);
    await settle(tx, ctx, {
      sttRec,
      header,
      doc: { ...prepared.doc, ...header },
      refs: prepared.refs,
      setup,
      wasPosted: false,
    });
    return { record: await finish(tx, ctx, sttRec, 'create', 201), created: true };
  });
}

/** The stored document, locked, checked against the sent version and its status' cho_sua. */
async function current(tx: Tx, ctx: DocumentWriteContext, sttRec: string, version: number | undefined) {
  const before = await readDocument(tx, ctx.model, sttRec, { tenantId: ctx.scope.tenantId, lock: true });
  if (version !== undefined && Number(before.version) !== version) throw new ApiError(409, 'STALE_VERSION');
  const setup = await setupOf(tx, ctx.model, before.ma_ct, ctx.scope);
  const status = statusOf(setup, before.status, ctx.scope);
  const frozen = ctx.model.document.frozen?.(before);
  if (frozen)
    throw new ApiError(400, 'VALIDATION', { fields: [{ field: 'status', message: ctx.scope.t(frozen) }] });
  return { before, setup, status };
}

function notEditable(ctx: DocumentWriteContext, name: string): ApiError {
  return new ApiError(400, 'VALIDATION', {
    fields: [{ field: 'status', message: ctx.scope.t(documentMessages.notEditable, { status: name }) }],
  });
}

function bump(tx: Tx, ctx: DocumentWriteContext, sttRec: string, values: Row) {
  return updateHeader(tx, ctx.model, ctx.scope, sttRec, values);
}

export function replaceDocument(ctx: DocumentWriteContext, sttRec: string, input: DocumentInput) {
  const { model, scope } = ctx;
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    await claimIdempotencyKey(tx);
    const { before, setup: oldSetup, status } = await current(tx, ctx, sttRec, input.version);
    if (!status.cho_sua) throw notEditable(ctx, status.ten_tt);
    const next: Row = { ...input.header, status: input.header.status || before.status };
    await check(tx, ctx, 'edit', [before, next]);
    const setup = next.ma_ct === before.ma_ct ? oldSetup : await setupOf(tx, model, next.ma_ct, scope);
    statusOf(setup, next.status, scope);
    const prepared = await ruled(
      tx,
      ctx,
      await prepareDocument(tx, model, scope, input, next, sttRec),
      before,
    );
    const sameSeries =
      next.ma_dvcs === before.ma_dvcs &&
      next.ma_ct === before.ma_ct &&
      String(next.ngay_ct).slice(0, 4) === String(before.ngay_ct).slice(0, 4);
    const typed = prepared.header.so_ct || (sameSeries ? before.so_ct : '');
    const so_ct = await assignNumber(tx, model, scope, { ...prepared.header, so_ct: typed }, setup, sttRec);
    const header = { ...prepared.header, so_ct, stt_rec: sttRec };
    await bump(tx, ctx, sttRec, header);
    await writeLines(tx, model, scope.tenantId, sttRec, prepared.lines, scope.user.user_name);
    const doc = { ...prepared.doc, ...header };
    await settle(tx, ctx, { sttRec, header, doc, refs: prepared.refs, setup, wasPosted: status.ghi_so });
    return finish(tx, ctx, sttRec, 'update', 200);
  });
}

export { audit, bump, check, current, notEditable, settle };
