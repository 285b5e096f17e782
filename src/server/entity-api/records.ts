import { type SQL, sql } from 'drizzle-orm';
import type { ListQuery } from '../../contract/list/list-query.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import { ApiError } from '../http/errors.ts';
import { col, mainTable, projection } from './columns.ts';
import { and, countRows, filterConditions, orderBy, searchConditions } from './list.ts';
import type { EntityModel, RequestScope } from './model.ts';
import { readConditions, sliceConditions } from './scope.ts';

export type Row = Record<string, unknown>;

/**
 * One record by id, as the API answers it. Reads pass the request's scope (a row outside it is
 * not found); writes pass only the tenant and check the scope themselves, locking the row.
 */
export async function findRecord(
  tx: Tx,
  model: EntityModel,
  id: string,
  options: { scope?: RequestScope; tenantId: string; lock?: boolean },
): Promise<Row> {
  const conditions = options.scope
    ? readConditions(model.entity, options.scope)
    : [sql`${col('tenant_id')} = ${options.tenantId}`, ...sliceConditions(model.entity)];
  conditions.push(sql`${col('id')} = ${id}`);
  const { columns, from } = projection(model);
  const lock = options.lock ? sql` FOR UPDATE OF t` : sql``;
  const rows = rowsOf<Row>(
    await tx.execute(sql`SELECT ${columns} FROM ${from} WHERE ${and(conditions)}${lock}`),
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, 'RECORD_NOT_FOUND');
  return row;
}

export interface LookupItem {
  value: unknown;
  label: unknown;
}

/**
 * Rows a select offers a new choice from: those in use, when the entity has the usual `status`
 * (a bool, or the 1/0 enum). Values already held still get their labels (`?value=`), and an
 * explicit `?status=` filter wins.
 */
function inUseConditions(entity: EntityModel['entity'], q: ListQuery): SQL[] {
  const status = entity.fields.status;
  if (!status || 'status' in q.filters) return [];
  if (status.kind === 'bool') return [sql`${col('status')} IS TRUE`];
  if (status.kind === 'enum' && status.options.some(([value]) => value === 1))
    return [sql`${col('status')} = 1`];
  return [];
}

/**
 * Options for selects: `{ value: <key>, label: <display> }` (plus the key's group field, `loai` for
 * dictionaries), searched and filtered like the list (a dictionary field asks `?loai=<group>`), or
 * the given keys (`value=a,b`) to show the labels of what a form already holds.
 */
export async function lookupRecords(
  tx: Tx,
  model: EntityModel,
  scope: RequestScope,
  q: ListQuery,
  keys: readonly unknown[],
): Promise<{ items: LookupItem[]; total: number }> {
  const { entity } = model;
  const conditions: SQL[] = [
    ...readConditions(entity, scope),
    ...searchConditions(entity, q.searchKey),
    ...filterConditions(entity, q.filters),
  ];
  if (keys.length > 0) conditions.push(sql`${col(entity.key)} IN ${keys}`);
  else conditions.push(...inUseConditions(entity, q));
  const where = and(conditions);
  const limit = Math.max(q.pageSize, keys.length);
  const offset = keys.length > 0 ? 0 : (q.pageIndex - 1) * q.pageSize;
  const key = col(entity.key);
  const group = entity.keyScope ? sql`, ${col(entity.keyScope)}` : sql``;
  const items = rowsOf<LookupItem>(
    await tx.execute(
      sql`SELECT ${key} AS value, coalesce(${col(entity.display)}::text, ${key}::text) AS label${group}
          FROM ${mainTable(entity)} WHERE ${where}
          ORDER BY ${orderBy(entity, entity.list.sort[0], entity.list.sort[1])} LIMIT ${limit} OFFSET ${offset}`,
    ),
  );
  if (items.length < limit && (items.length > 0 || offset === 0))
    return { items, total: offset + items.length };
  return { items, total: (await countRows(tx, model, where)).total };
}

/** Is `value` already held by another record (not `exceptId`) in `property`? Tenant-wide, like the index. */
export async function valueTaken(
  tx: Tx,
  model: EntityModel,
  tenantId: string,
  values: Readonly<Record<string, unknown>>,
  exceptId: string | undefined,
): Promise<boolean> {
  const conditions = [sql`${col('tenant_id')} = ${tenantId}`];
  for (const [name, value] of Object.entries(values)) conditions.push(sql`${col(name)} = ${value}`);
  if (exceptId) conditions.push(sql`${col('id')} <> ${exceptId}`);
  const rows = rowsOf(
    await tx.execute(sql`SELECT 1 FROM ${mainTable(model.entity)} WHERE ${and(conditions)} LIMIT 1`),
  );
  return rows.length > 0;
}
