import { sql } from 'drizzle-orm';
import type { DocumentValues, VoucherTypeDef } from '../../contract/documents/define.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import type { RequestScope } from '../entity-api/model.ts';
import { ApiError } from '../http/errors.ts';
import { recomputeAmounts } from './amounts.ts';
import { settleBatches } from './batches.ts';
import type { DocumentInput } from './input.ts';
import { documentMessages } from './messages.ts';
import type { DocumentModel } from './model.ts';
import { formatNumber, nextNumber } from './numbering.ts';
import { loadReferences, type References } from './references.ts';
import { type VoucherSetup, voucherSetup } from './voucher-setup.ts';

/**
 * Turns a checked input into the document to store: its voucher type and statuses, the codes it
 * refers to, recomputed amounts, and (when absent) its number.
 */

type Row = Record<string, unknown>;

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message }] });
}

export function declaredVoucher(model: DocumentModel, maCt: unknown, scope: RequestScope): VoucherTypeDef {
  const { document } = model;
  const voucher = document.voucherTypes.find((v) => v.ma_ct === maCt);
  if (!voucher)
    throw invalid(
      'ma_ct',
      scope.t(documentMessages.unknownVoucher, { ma_ct: String(maCt), document: scope.t(document.one) }),
    );
  return voucher;
}

export async function setupOf(
  tx: Tx,
  model: DocumentModel,
  maCt: unknown,
  scope: RequestScope,
): Promise<VoucherSetup> {
  return voucherSetup(tx, model.document, declaredVoucher(model, maCt, scope));
}

export function statusOf(setup: VoucherSetup, status: unknown, scope: RequestScope) {
  const found = setup.statuses.find((s) => s.status === String(status));
  if (!found)
    throw invalid(
      'status',
      scope.t(documentMessages.unknownStatus, { status: String(status), ma_ct: setup.voucher.ma_ct }),
    );
  return found;
}

/** Every line's warehouse belongs to the document's branch (a transfer's receiving one may not). */
function assertWarehouses(header: Row, details: readonly Row[], refs: References, scope: RequestScope): void {
  details.forEach((line, i) => {
    if (!line.ma_kho) return;
    const branch = refs.warehouses.get(String(line.ma_kho));
    if (branch !== undefined && branch !== header.ma_dvcs)
      throw invalid(
        `details[${i}].ma_kho`,
        scope.t(documentMessages.warehouseBranch, {
          ma_kho: String(line.ma_kho),
          ma_dvcs: String(header.ma_dvcs),
        }),
      );
  });
}

async function numberTaken(
  tx: Tx,
  model: DocumentModel,
  header: Row,
  exceptId: string | null,
): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(
      sql`SELECT 1 FROM ${sql.identifier(model.document.header.table)}
          WHERE ma_dvcs = ${header.ma_dvcs} AND ma_ct = ${header.ma_ct} AND so_ct = ${header.so_ct}
          ${exceptId ? sql`AND id <> ${exceptId}` : sql``} LIMIT 1`,
    ),
  );
  return rows.length > 0;
}

/** The number of the document: typed (must be unique) or the next of its counter. */
export async function assignNumber(
  tx: Tx,
  model: DocumentModel,
  scope: RequestScope,
  header: Row,
  setup: VoucherSetup,
  exceptId: string | null,
): Promise<string> {
  if (header.so_ct) {
    if (await numberTaken(tx, model, header, exceptId))
      throw invalid('so_ct', scope.t(documentMessages.numberTaken, { so_ct: String(header.so_ct) }));
    return String(header.so_ct);
  }
  const year = Number(String(header.ngay_ct).slice(0, 4));
  const key = {
    tenantId: scope.tenantId,
    ma_dvcs: String(header.ma_dvcs),
    ma_ct: String(header.ma_ct),
    nam: year,
  };
  // A number typed earlier may hold the next sequence: skip it rather than fail.
  for (;;) {
    const soCt = formatNumber(
      setup.voucher.tien_to,
      year,
      await nextNumber(tx, key),
      setup.voucher.so_chu_so,
    );
    if (!(await numberTaken(tx, model, { ...header, so_ct: soCt }, exceptId))) return soCt;
  }
}

export interface Prepared {
  readonly header: Row;
  readonly lines: Record<string, Row[]>;
  readonly refs: References;
  readonly doc: DocumentValues;
}

/** Reference checks and recomputed amounts of a document about to be stored. */
export async function prepareDocument(
  tx: Tx,
  model: DocumentModel,
  scope: RequestScope,
  input: Pick<DocumentInput, 'lines' | 'sent'>,
  header: Row,
  sttRec: string | null,
): Promise<Prepared> {
  const refs = await loadReferences(tx, model, header, input.lines, scope.t);
  const computed = recomputeAmounts(model, { ...input, header }, refs, scope.t);
  assertWarehouses(computed.header, computed.details, refs, scope);
  const details = await settleBatches(tx, {
    model,
    details: computed.details,
    refs,
    t: scope.t,
    tenantId: scope.tenantId,
    sttRec,
  });
  const lines = { ...input.lines, details };
  const derived = model.document.derive?.({ ...computed.header, ...lines, details }) ?? {};
  const headerOut = { ...computed.header, ...derived };
  return { header: headerOut, lines, refs, doc: { ...headerOut, ...lines, details } };
}
