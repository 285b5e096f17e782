import type { ListQuery } from '../../contract/entity/list-query.ts';
import { inlineSql, quoteText } from '../db/inline-sql.ts';
import { MAIN, mainTable, projection } from './columns.ts';
import { and, listFilters, orderBy } from './list.ts';
import type { EntityModel, RequestScope } from './model.ts';
import { readScopeConditions, readScopeOf } from './scope.ts';

/**
 * The list response of DESIGN.md §4 as ONE statement whose single text column is the response
 * JSON: PostgreSQL builds `{ items, total, total_exact }` (json_agg of the page), Node forwards
 * the text without parsing or stringifying it. The total follows the same rules as before, in SQL:
 *   - a short page that is not past the end tells the total without counting;
 *   - otherwise rows are counted up to the cap (the scalar subquery runs only in that branch, and
 *     once: `counted` is MATERIALIZED, else each use of `total` below would count again);
 *   - above the cap, the planner's estimate of the same filter, taken by entity_row_estimate()
 *     (migration 0011) inside the statement instead of a second round trip.
 * Values are inlined (strictly quoted) so the statement can share one simple-protocol message
 * with the tenant setting and the sign-in check's epoch (db/tenant-read.ts).
 *
 * Rendering Drizzle SQL was the largest share of a list request's Node time (profiled), so what
 * repeats is rendered once: the projection per entity, the sort per column and direction, and the
 * scope conditions per distinct scope (tenant, branches, employees, owner: readScopeOf). A plain list
 * renders nothing; search, dates and filters are rendered per request.
 */

interface FixedParts {
  columns: string;
  /** The lookup joins that follow the main table in the projection's FROM. */
  joins: string;
  table: string;
  /** Rendered ORDER BY, by `<sortKey> <sortType>` (validated sort keys: a handful per entity). */
  sorts: Map<string, string>;
  /** Rendered scope conditions, by the JSON of their ReadScope. */
  scopes: Map<string, Selection>;
}

/** Distinct scopes kept per entity; beyond it the oldest is dropped (a scope renders in µs). */
const MAX_SCOPES = 1_000;

/** What never changes for a model (its projection), rendered once: a list request only adds its filter. */
const fixedParts = new WeakMap<EntityModel, FixedParts>();

function partsOf(model: EntityModel): FixedParts {
  let parts = fixedParts.get(model);
  if (!parts) {
    const { columns, from } = projection(model);
    const table = inlineSql(mainTable(model.entity));
    const fromText = inlineSql(from);
    if (!fromText.startsWith(table)) throw new Error('The projection must start from the main table');
    parts = {
      columns: inlineSql(columns),
      joins: fromText.slice(table.length),
      table,
      sorts: new Map(),
      scopes: new Map(),
    };
    fixedParts.set(model, parts);
  }
  return parts;
}

function sortOf(model: EntityModel, parts: FixedParts, q: ListQuery): string {
  const key = `${q.sortKey} ${q.sortType}`;
  let sort = parts.sorts.get(key);
  if (sort === undefined) {
    sort = inlineSql(orderBy(model.entity, q.sortKey, q.sortType));
    parts.sorts.set(key, sort);
  }
  return sort;
}

/** A list's WHERE, its rows as the count and the estimate select them, and that select quoted. */
interface Selection {
  condition: string;
  filtered: string;
  estimate: string;
}

function selection(table: string, condition: string): Selection {
  const filtered = `SELECT 1 FROM ${table} WHERE ${condition}`;
  return { condition, filtered, estimate: quoteText(filtered) };
}

/** The request's rows: its scope (rendered once per distinct scope), then its own filters. */
function selectionOf(model: EntityModel, parts: FixedParts, scope: RequestScope, q: ListQuery): Selection {
  const readScope = readScopeOf(model.entity, scope);
  const key = JSON.stringify(readScope);
  let scoped = parts.scopes.get(key);
  if (scoped === undefined) {
    scoped = selection(parts.table, inlineSql(and(readScopeConditions(model.entity, readScope))));
    parts.scopes.set(key, scoped);
    // Maps iterate in insertion order: the first key is the oldest.
    if (parts.scopes.size > MAX_SCOPES) parts.scopes.delete(parts.scopes.keys().next().value as string);
  }
  const filters = listFilters(model.entity, q);
  if (filters.length === 0) return scoped;
  return selection(parts.table, `${scoped.condition} AND ${inlineSql(and(filters))}`);
}

export function listStatement(model: EntityModel, scope: RequestScope, q: ListQuery): string {
  const parts = partsOf(model);
  const { columns, joins, table } = parts;
  const { condition, filtered, estimate } = selectionOf(model, parts, scope, q);
  const size = q.pageSize;
  const offset = (q.pageIndex - 1) * size;
  const cap = model.countCap;
  // Written into the text: whole numbers only (the query schema guarantees them; this keeps it so).
  if (![size, offset, cap].every(Number.isSafeInteger)) throw new TypeError('Paging must be whole numbers');
  const sort = sortOf(model, parts, q);
  // The rows skipped by OFFSET are only located, not projected (dates formatted, lookups joined):
  // the projection and joins apply to the page alone, so page 500 costs little more than page 1.
  const located = `SELECT "${MAIN}".* FROM ${table} WHERE ${condition} ORDER BY ${sort} LIMIT ${size} OFFSET ${offset}`;
  return `
    WITH page AS (SELECT ${columns} FROM (${located}) "${MAIN}"${joins} ORDER BY ${sort}),
    shown AS (
      SELECT count(*)::int AS n, coalesce(json_agg(page), '[]'::json) AS items,
        (count(*) < ${size} AND (count(*) > 0 OR ${offset} = 0)) AS complete
      FROM page),
    counted AS MATERIALIZED (
      SELECT shown.*, CASE WHEN shown.complete THEN ${offset} + shown.n
        ELSE (SELECT count(*)::int FROM (${filtered} LIMIT ${cap + 1}) capped) END AS total
      FROM shown)
    SELECT json_build_object(
      'items', items,
      'total', CASE WHEN complete OR total <= ${cap} THEN total
        ELSE greatest(entity_row_estimate(${estimate}), ${cap + 1}) END,
      'total_exact', complete OR total <= ${cap})::text AS body
    FROM counted`;
}
