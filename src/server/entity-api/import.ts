import { uuidv7 } from 'uuidv7';
import type { Entity } from '../../contract/entity/define.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import {
  IMPORT_MAX_ROWS,
  type ImportError,
  type ImportResult,
  importMessages,
} from '../../contract/entity/import.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { writeSchema } from '../../contract/entity/schemas.ts';
import { writeAudits } from '../db/audit.ts';
import { type Tx, withTenant } from '../db/with-tenant.ts';
import { ApiError } from '../http/errors.ts';
import { withSingleBranch } from '../http/request-context.ts';
import { isSecret } from './columns.ts';
import { scopeProblems, uniquenessProblems, type ValidRow } from './import-checks.ts';
import { type RowProblem, resolveLookups } from './import-lookups.ts';
import { branchFieldOf } from './model.ts';
import type { Row } from './records.ts';
import { declaredFields, guarded, type WriteContext } from './write.ts';

/**
 * POST /api/<path>/import: a sheet of creates. Each row is checked exactly as a create would be
 * (lookups first resolved from a code or a name), then against the database and the other rows;
 * every problem is reported with its sheet row. Any problem, or a dry run, writes nothing; else
 * every row and its audit entry are written in one transaction.
 */

export interface ParsedImport {
  items: Record<string, unknown>[];
  dryRun: boolean;
  firstRow: number;
}

function refuse(t: Translate, field: string, message: Parameters<Translate>[0], values = {}): ApiError {
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message: t(message, values) }] });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body: `items` (≤ 5000 records), `dry_run`, `first_row`; anything else is ignored. */
export function parseImportBody(body: unknown, t: Translate): ParsedImport {
  const input = isRecord(body) ? body : {};
  const { items, dry_run: dryRun = false, first_row: firstRow = 1 } = input;
  if (!Array.isArray(items)) throw refuse(t, 'items', importMessages.items);
  if (items.length > IMPORT_MAX_ROWS)
    throw refuse(t, 'items', importMessages.tooMany, { max: IMPORT_MAX_ROWS });
  if (!items.every(isRecord)) throw refuse(t, 'items', importMessages.row);
  if (typeof dryRun !== 'boolean') throw refuse(t, 'dry_run', importMessages.items);
  if (!Number.isInteger(firstRow) || (firstRow as number) < 1)
    throw refuse(t, 'first_row', importMessages.items);
  return { items: items.map((item) => ({ ...item })), dryRun, firstRow: firstRow as number };
}

/** As a create does: a single selected branch fills a row's empty branch field. */
function fillBranches(entity: Entity, items: Record<string, unknown>[], single: string | null) {
  const field = branchFieldOf(entity);
  return field ? items.map((item) => withSingleBranch(item, field, single)) : items;
}

/** Each row through the create schema: its stored values, or its problems. */
function validateRows(ctx: WriteContext, items: Record<string, unknown>[], skip: Set<number>) {
  const schema = writeSchema(ctx.model.entity, 'create', ctx.scope.t);
  const valid: ValidRow[] = [];
  const problems: RowProblem[] = [];
  items.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ index, field: String(issue.path[0] ?? ''), message: issue.message });
      return;
    }
    if (skip.has(index)) return;
    const { id } = parsed.data;
    valid.push({
      index,
      values: { ...declaredFields(ctx.model.entity, parsed.data), ...(id ? { id } : {}) },
    });
  });
  return { valid, problems };
}

/** What the audit keeps of a created row: its declared fields, a secret's value left out. */
function auditDetail(entity: Entity, values: Row): Row {
  const detail = declaredFields(entity, values);
  for (const name of Object.keys(detail)) if (isSecret(entity.fields[name] as FieldDef)) detail[name] = null;
  return detail;
}

/** Rows per INSERT, so the bound parameters stay well under PostgreSQL's limit of 65 535. */
function batchSize(entity: Entity): number {
  return Math.max(1, Math.floor(30_000 / (entity.fieldNames.length + 5)));
}

async function writeRows(ctx: WriteContext, tx: Tx, rows: readonly ValidRow[]): Promise<void> {
  const { model, scope } = ctx;
  const by = scope.user.user_name;
  const written = rows.map((row) => ({
    ...row.values,
    id: (row.values.id as string | undefined) ?? uuidv7(),
    tenant_id: scope.tenantId,
    created_by: by,
    updated_by: by,
  }));
  const size = batchSize(model.entity);
  for (let start = 0; start < written.length; start += size) {
    const part = written.slice(start, start + size);
    await guarded(ctx, () => tx.insert(model.table).values(part as never));
  }
  const entries = written.map((row) => ({
    user_name: by,
    action: 'create',
    object: model.entity.path,
    record_id: row.id,
    detail: auditDetail(model.entity, row),
  }));
  await writeAudits(tx, scope.tenantId, entries, ctx.client);
}

function sheetErrors(entity: Entity, problems: RowProblem[], firstRow: number): ImportError[] {
  const order = new Map(entity.fieldNames.map((name, i) => [name, i]));
  return problems
    .map((p) => ({ row: firstRow + p.index, field: p.field, message: p.message }))
    .sort((a, b) => a.row - b.row || (order.get(a.field) ?? -1) - (order.get(b.field) ?? -1));
}

export function importRecords(
  ctx: WriteContext,
  request: ParsedImport,
  singleBranch: string | null,
): Promise<ImportResult> {
  const { model, scope } = ctx;
  const { firstRow } = request;
  const items = fillBranches(model.entity, request.items, singleBranch);
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    const lookupProblems = await resolveLookups(tx, model, scope, items);
    const { valid, problems } = validateRows(ctx, items, new Set(lookupProblems.map((p) => p.index)));
    const all = [
      ...lookupProblems,
      ...problems,
      ...(await uniquenessProblems(tx, model, scope, valid, firstRow)),
      ...(await scopeProblems(tx, model, scope, valid)),
    ];
    const errors = sheetErrors(model.entity, all, firstRow);
    const failed = new Set(all.map((p) => p.index));
    if (errors.length > 0 || request.dryRun)
      return { ok: request.dryRun ? items.length - failed.size : 0, errors };
    await writeRows(ctx, tx, valid);
    return { ok: valid.length, errors: [] };
  });
}
