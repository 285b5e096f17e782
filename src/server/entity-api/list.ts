import { type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../contract/api/system.api.ts';
import type { Entity } from '../../contract/entity/define.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import type { ListQuery } from '../../contract/list/list-query.ts';
import { escapeLike, searchWords } from '../../contract/list/search-rule.ts';
import { rowsOf } from '../db/client.ts';
import { searchExpression, searchViewName } from '../db/entity-table.ts';
import type { Tx } from '../db/with-tenant.ts';
import { col, mainTable } from './columns.ts';
import type { EntityModel } from './model.ts';

/**
 * The list of DESIGN.md §4 for any entity: scope, accent-free search through the trigram index,
 * date range, declared filters, a sort on declared columns (tie-broken by id) and a page, with a
 * total that is exact while counting is cheap and the planner's estimate beyond `countCap`
 * (list-statement.ts builds the one statement a list request runs).
 */

function wordMatches(haystack: SQL, words: readonly string[]): SQL {
  const each = words.map(
    (word) => sql`${haystack} LIKE '%' || f_unaccent(lower(${escapeLike(word)})) || '%'`,
  );
  return sql.join(each, sql` AND `);
}

/**
 * Every word must occur in the search text. With search fields the words are matched in the
 * entity's search view, where the trigram index can serve them (see entitySearchView); OFFSET 0
 * keeps the planner from merging that subquery back under the table's row-level security.
 */
export function searchConditions(entity: Entity, searchKey: string | undefined): SQL[] {
  const words = searchWords(searchKey);
  if (words.length === 0) return [];
  if (!entity.search?.length) return searchIn([entity.key, entity.display], searchKey);
  const view = sql.identifier(searchViewName(entity));
  const matches = wordMatches(sql`s.haystack`, words);
  return [sql`${col('id')} IN (SELECT s.id FROM ${view} s WHERE ${matches} OFFSET 0)`];
}

/** Every search word in the text of `columns` of the main table (a list without a search view). */
export function searchIn(columns: readonly string[], searchKey: string | undefined): SQL[] {
  const words = searchWords(searchKey);
  if (words.length === 0) return [];
  return [wordMatches(searchExpression(columns.map((name) => col(name))), words)];
}

function dateConditions(entity: Entity, q: ListQuery): SQL[] {
  const name = entity.dateField;
  if (!name) return [];
  return dateRange(name, entity.fields[name]?.kind === 'datetime' ? 'datetime' : 'date', q);
}

/** fromDate..toDate on `name`: whole days, in the business time zone for an instant. */
export function dateRange(name: string, kind: 'date' | 'datetime', q: ListQuery): SQL[] {
  if (!q.fromDate && !q.toDate) return [];
  const value = col(name);
  const conditions: SQL[] = [];
  if (kind === 'datetime') {
    // Whole days in the business time zone: [from 00:00, to + 1 day 00:00).
    if (q.fromDate)
      conditions.push(
        sql`${value} >= (CAST(${q.fromDate} AS date)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
      );
    if (q.toDate)
      conditions.push(
        sql`${value} < ((CAST(${q.toDate} AS date) + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`,
      );
    return conditions;
  }
  if (q.fromDate) conditions.push(sql`${value} >= CAST(${q.fromDate} AS date)`);
  if (q.toDate) conditions.push(sql`${value} <= CAST(${q.toDate} AS date)`);
  return conditions;
}

export function filterConditions(entity: Entity, filters: ListQuery['filters']): SQL[] {
  return Object.entries(filters).map(([name, values]) => {
    const field = entity.fields[name] as FieldDef;
    const value = col(name);
    const given = values.filter((v) => v !== null);
    const isList =
      field.kind === 'multiLookup' || ((field.kind === 'image' || field.kind === 'file') && field.multiple);
    const parts: SQL[] = [];
    if (given.length > 0 && isList)
      parts.push(
        sql`${value} && ARRAY[${sql.join(
          given.map((v) => sql`${v}`),
          sql`, `,
        )}]::text[]`,
      );
    else if (given.length > 0) parts.push(sql`${value} IN ${given}`);
    if (given.length < values.length) parts.push(sql`${value} IS NULL`);
    return sql`(${sql.join(parts, sql` OR `)})`;
  });
}

export function orderBy(entity: Entity, sortKey: string, sortType: 'asc' | 'desc'): SQL {
  const direction = sql.raw(sortType === 'desc' ? 'DESC' : 'ASC');
  // The key is unique; it is always filled when required or numbered by the server.
  const key = sortKey === entity.key ? entity.fields[sortKey] : undefined;
  const unique = key !== undefined && (key.required || ('numbered' in key && key.numbered !== undefined));
  const first = sql`${col(sortKey)} ${direction}`;
  return unique ? first : sql`${first}, ${col('id')} ${direction}`;
}

export function and(conditions: readonly SQL[]): SQL {
  return conditions.length > 0 ? sql.join([...conditions], sql` AND `) : sql`TRUE`;
}

/** Counts up to the cap; above it, the planner's row estimate of the same filter. */
export function countRows(
  tx: Tx,
  model: EntityModel,
  where: SQL,
): Promise<{ total: number; exact: boolean }> {
  return cappedCount(tx, mainTable(model.entity), where, model.countCap);
}

/**
 * Rows of `from` matching `where`, counted exactly up to `cap` (a LIMIT-ed subquery, so the cost
 * stops there); beyond it the planner's estimate, at least cap + 1, with exact false. Any table
 * that can grow without bound (lists, the audit log) answers its total this way.
 */
export async function cappedCount(
  tx: Tx,
  from: SQL,
  where: SQL,
  cap: number,
): Promise<{ total: number; exact: boolean }> {
  const counted = await tx.execute(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${cap + 1}) capped`,
  );
  const n = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  if (n <= cap) return { total: n, exact: true };
  const explained = await tx.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${where}`);
  const first = rowsOf<Record<string, unknown>>(explained)[0] ?? {};
  const raw = Object.values(first)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  const estimate = Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, cap + 1), exact: false };
}

/** The conditions a list request adds to its scope: search, date range and declared filters. */
export function listFilters(entity: Entity, q: ListQuery): SQL[] {
  return [
    ...searchConditions(entity, q.searchKey),
    ...dateConditions(entity, q),
    ...filterConditions(entity, q.filters),
  ];
}
