import type { DocumentProblem } from '../../contract/documents/define.ts';
import { entityMessages, type Translate } from '../../contract/entity/messages.ts';
import { type WriteMode, writeSchema } from '../../contract/entity/schemas.ts';
import { ApiError } from '../http/errors.ts';
import { documentMessages } from './messages.ts';
import type { DocumentModel } from './model.ts';

/**
 * A document write's body (documents.md §2–3) checked field by field with the entity language's
 * write schema: the header, then each line table, each refusal naming its path
 * ('details[3].so_luong'). Totals and amounts are kept as sent, to be compared with the
 * recomputation. Nothing is written when anything is refused.
 */

type Row = Record<string, unknown>;

export interface DocumentInput {
  readonly header: Row;
  readonly lines: Readonly<Record<string, Row[]>>;
  /** A client-made stt_rec (UUIDv7) on create. */
  readonly sttRec?: string | undefined;
  readonly version?: number | undefined;
  /** What the client sent per line table and header, for the totals check. */
  readonly sent: { readonly header: Row; readonly lines: Readonly<Record<string, Row[]>> };
}

export interface FieldIssue {
  field: string;
  message: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseRows(
  model: DocumentModel,
  name: string,
  raw: unknown,
  t: Translate,
  issues: FieldIssue[],
): Row[] {
  const entity = model.lineEntities[name];
  const table = model.document.lines[name];
  if (!entity || !table) return [];
  if (raw === undefined || raw === null) raw = [];
  if (!Array.isArray(raw)) {
    issues.push({ field: name, message: t(entityMessages.invalid, { field: name }) });
    return [];
  }
  if (raw.length > table.maxLines) {
    issues.push({ field: name, message: t(documentMessages.tooManyLines, { max: table.maxLines }) });
    return [];
  }
  const schema = writeSchema(entity, 'create', t);
  return raw.map((line, i) => {
    const parsed = schema.safeParse(typeof line === 'object' && line !== null ? line : {});
    if (parsed.success) return { ...parsed.data, line: i };
    for (const issue of parsed.error.issues)
      issues.push({ field: `${name}[${i}].${issue.path.join('.')}`, message: issue.message });
    return {};
  });
}

export function parseDocument(
  model: DocumentModel,
  body: unknown,
  mode: WriteMode,
  t: Translate,
): DocumentInput {
  const issues: FieldIssue[] = [];
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : {};
  const { document } = model;
  const headerInput = Object.fromEntries(
    Object.entries(record).filter(([key]) => !document.lineNames.includes(key) && key !== 'stt_rec'),
  );
  // A create that names no voucher type gets the declaration's first.
  if (mode === 'create' && (headerInput.ma_ct === undefined || headerInput.ma_ct === null))
    headerInput.ma_ct = document.voucherTypes[0].ma_ct;
  const parsed = writeSchema(document.header, mode, t).safeParse(headerInput);
  if (!parsed.success)
    issues.push(
      ...parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    );
  const lines: Record<string, Row[]> = {};
  for (const name of document.lineNames) lines[name] = parseRows(model, name, record[name], t, issues);
  const detailsRefused = issues.some((issue) => issue.field === 'details');
  if (!detailsRefused && (lines.details ?? []).length === 0 && (mode === 'create' || 'details' in record))
    issues.push({ field: 'details', message: t(documentMessages.noLines) });
  const sttRec = record.stt_rec ?? record.id;
  if (mode === 'create' && sttRec !== undefined && !(typeof sttRec === 'string' && UUID.test(sttRec)))
    issues.push({ field: 'stt_rec', message: t(entityMessages.invalid, { field: 'stt_rec' }) });
  const header = parsed.success ? parsed.data : {};
  const problems: DocumentProblem[] =
    issues.length === 0
      ? (document.checks?.({ ...header, ...lines, details: lines.details ?? [] }) ?? [])
      : [];
  issues.push(...problems.map((p) => ({ field: p.field, message: t(p.message, p.values) })));
  if (issues.length > 0) throw new ApiError(400, 'VALIDATION', { fields: issues.slice(0, 50) });
  const { version, id: _id, ...fields } = header;
  return {
    header: fields,
    lines,
    sttRec: typeof sttRec === 'string' ? sttRec.toLowerCase() : undefined,
    version: typeof version === 'number' ? version : undefined,
    sent: {
      header: record,
      lines: Object.fromEntries(
        document.lineNames.map((n) => [n, Array.isArray(record[n]) ? (record[n] as Row[]) : []]),
      ),
    },
  };
}
