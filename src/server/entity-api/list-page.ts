import type { ListQuery } from '../../contract/list/list-query.ts';
import { quoteText } from '../db/inline-sql.ts';
import { MAIN } from './columns.ts';

/**
 * The list answer of the one list protocol (docs/lists.md) as ONE statement whose single text
 * column is the response JSON: PostgreSQL builds `{ items, total, total_exact }` (json_agg of the
 * page), Node forwards the text without parsing or stringifying it. Entity lists
 * (list-statement.ts) and bespoke ones (bespoke-list.ts) both end here. The total:
 *   - a short page that is not past the end tells the total without counting;
 *   - otherwise, when the query asks for it (ListQuery.withTotal: the first page, or the client
 *     asked), rows are counted up to the cap (the scalar subquery runs only in that branch, and
 *     once: `counted` is MATERIALIZED, else each use of `total` below would count again);
 *   - above the cap, the planner's estimate of the same filter, taken by entity_row_estimate()
 *     (migration 0012) inside the statement instead of a second round trip;
 *   - a page turn that does not ask answers `total: null`: the client keeps the total it has.
 * Values are inlined (strictly quoted, db/inline-sql.ts) so the statement can share one
 * simple-protocol message with the tenant setting (db/tenant-read.ts).
 */

/** A list's rendered parts: what the statement reads, in SQL text over the main alias. */
export interface PageParts {
  /** `"table" "t"`. */
  table: string;
  /** The projection of one answered row. */
  columns: string;
  /** Lookup joins after the main table (may be empty). */
  joins: string;
  /** The request's WHERE: scope, search, dates and filters. */
  condition: string;
  /** ORDER BY, unique (tie-broken by id). */
  sort: string;
  /** Rows counted exactly; beyond, the estimate. */
  cap: number;
  /** The answer's member holding the rows ('items'; notifications/histories says 'notifications'). */
  itemsKey?: string;
  /** More members of the answer, rendered as `, 'name', expression`. */
  extra?: string;
}

/** The request's rows as the count and the estimate select them. */
export function filteredRows(parts: Pick<PageParts, 'table' | 'condition'>): string {
  return `SELECT 1 FROM ${parts.table} WHERE ${parts.condition}`;
}

/** Counts up to the cap; above it the planner's estimate of the same rows. Answers `total` and `exact`. */
function cappedTotal(filtered: string, estimate: string, cap: number): string {
  return `counted AS MATERIALIZED (
      SELECT count(*)::int AS n FROM (${filtered} LIMIT ${cap + 1}) capped),
    total AS (
      SELECT CASE WHEN n <= ${cap} THEN n ELSE greatest(entity_row_estimate(${estimate}), ${cap + 1}) END AS total,
        n <= ${cap} AS exact
      FROM counted)`;
}

export function pageStatement(parts: PageParts, q: ListQuery): string {
  const { table, columns, joins, condition, sort, cap } = parts;
  const size = q.pageSize;
  const offset = (q.pageIndex - 1) * size;
  // Written into the text: whole numbers only (the query reader guarantees them; this keeps it so).
  if (![size, offset, cap].every(Number.isSafeInteger)) throw new TypeError('Paging must be whole numbers');
  // The rows skipped by OFFSET are only located, not projected (dates formatted, lookups joined):
  // the projection and joins apply to the page alone, so page 500 costs little more than page 1.
  const located = `SELECT "${MAIN}".* FROM ${table} WHERE ${condition} ORDER BY ${sort} LIMIT ${size} OFFSET ${offset}`;
  const shown = `page AS (SELECT ${columns} FROM (${located}) "${MAIN}"${joins} ORDER BY ${sort}),
    shown AS (
      SELECT count(*)::int AS n, coalesce(json_agg(page), '[]'::json) AS items,
        (count(*) < ${size} AND (count(*) > 0 OR ${offset} = 0)) AS complete
      FROM page)`;
  const items = `'${parts.itemsKey ?? 'items'}', shown.items${parts.extra ?? ''}`;
  if (!q.withTotal)
    return `WITH ${shown}
    SELECT json_build_object(${items},
      'total', CASE WHEN complete THEN ${offset} + n END,
      'total_exact', CASE WHEN complete THEN TRUE END)::text AS body
    FROM shown`;
  const filtered = filteredRows(parts);
  // The count runs only when the page does not tell the total (the CASE's ELSE).
  return `WITH ${shown}, ${cappedTotal(filtered, quoteText(filtered), cap)}
    SELECT json_build_object(${items},
      'total', CASE WHEN complete THEN ${offset} + n ELSE (SELECT total FROM total) END,
      'total_exact', complete OR (SELECT exact FROM total))::text AS body
    FROM shown`;
}

/** The total alone (`{ total, total_exact }`), counted as a first page counts it. */
export function totalStatement(parts: Pick<PageParts, 'table' | 'condition' | 'cap'>): string {
  const filtered = filteredRows(parts);
  return `WITH ${cappedTotal(filtered, quoteText(filtered), parts.cap)}
    SELECT json_build_object('total', total, 'total_exact', exact)::text AS body FROM total`;
}
