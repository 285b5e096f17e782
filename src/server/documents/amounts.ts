import { amountMismatches, computeDocument, TOTAL_FIELDS } from '../../contract/domain/document-totals.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { ApiError } from '../http/errors.ts';
import type { DocumentInput } from './input.ts';
import { documentMessages } from './messages.ts';
import type { DocumentModel } from './model.ts';
import type { References } from './references.ts';

type Row = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  value == null || value === '' ? undefined : String(value);

/**
 * Recomputes every amount and total of the document from quantities, prices, discounts and VAT
 * rates (domain/document-totals.ts, the function the form uses). A sent amount that disagrees is
 * a 400 naming it; absent ones are filled. Answers the header and details to store.
 */
export function recomputeAmounts(
  model: DocumentModel,
  input: DocumentInput,
  refs: References,
  t: Translate,
): { header: Row; details: Row[] } {
  const fields = model.document.lines.details.fields;
  const priced = 'gia' in fields;
  const details = input.lines.details ?? [];
  const computed = computeDocument(
    details.map((line) => ({
      so_luong: text(line.so_luong) ?? '0',
      gia: priced ? (text(line.gia) ?? '0') : '0',
      ty_le_ck: text(line.ty_le_ck),
      tien_ck: text(line.tien_ck),
      tien_ck_pb: text(line.tien_ck_pb),
      thue_suat: line.ma_thue ? refs.taxes.get(String(line.ma_thue))?.thue_suat : undefined,
    })),
  );
  const mismatches = amountMismatches(
    { lines: priced ? (input.sent.lines.details ?? []) : [], totals: input.sent.header },
    computed,
  );
  if (mismatches.length > 0)
    throw new ApiError(400, 'VALIDATION', {
      fields: mismatches
        .slice(0, 50)
        .map((m) => ({ field: m.field, message: t(documentMessages.amountMismatch, { ...m }) })),
    });
  const totals = Object.fromEntries(
    TOTAL_FIELDS.filter((name) => name in model.document.header.fields).map((name) => [
      name,
      computed.totals[name],
    ]),
  );
  const lineAmounts = (i: number): Row => {
    if (!priced) return {};
    const { tien_hang, tien_ck, tien_thue, tien } = computed.lines[i] ?? {};
    return { tien_hang, tien_ck, tien_thue, tien };
  };
  return {
    header: { ...input.header, ...totals },
    details: details.map((line, i) => ({ ...line, he_so: line.he_so ?? '1', ...lineAmounts(i) })),
  };
}
