import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { type PgTable, PgTimestamp } from 'drizzle-orm/pg-core';
import type { ListQuery, ListShape } from '../../contract/list/list-query.ts';
import { inlineSql } from '../db/inline-sql.ts';
import { col, isoInstant, MAIN } from './columns.ts';
import { and, dateRange, searchIn } from './list.ts';
import { type PageParts, pageStatement, totalStatement } from './list-page.ts';
import { DEFAULT_COUNT_CAP } from './model.ts';

/**
 * A bespoke endpoint's list (system/users, system/logs, notifications/histories…) on the engine's
 * list code: the endpoint names its table, answered columns, sort and search columns and passes
 * its scope as a WHERE; paging, sort, search, date range and totals are the entity lists' own
 * (list-page.ts), so every list of the product behaves alike.
 */
export interface BespokeList {
  table: PgTable;
  /** The table's columns the answer leaves out (secrets, the tenant). */
  omit?: readonly string[];
  /** Answered columns computed instead of read as stored: name → expression over the main alias. */
  computed?: Readonly<Record<string, SQL>>;
  /** How the query reads: sortable columns, default order, page size, filters. */
  shape: ListShape;
  /** Columns whose text the search words must all occur in. */
  search: readonly string[];
  /** The instant column fromDate/toDate select on (whole days in the business time zone). */
  dateColumn?: string;
  /** Key of the rows in the answer (default `items`). */
  itemsKey?: string;
  countCap?: number;
}

interface Fixed {
  table: string;
  columns: string;
  sorts: Map<string, string>;
}

const fixed = new WeakMap<BespokeList, Fixed>();

/** The projection: stored columns as they are, instants as ISO UTC text, computed ones as given. */
function fixedOf(list: BespokeList): Fixed {
  let parts = fixed.get(list);
  if (!parts) {
    const omitted = new Set(list.omit ?? []);
    const outputs = Object.entries(getTableColumns(list.table))
      .filter(([, column]) => !omitted.has(column.name))
      .map(([, column]) => {
        const name = column.name;
        const computed = list.computed?.[name];
        if (computed) return sql`${computed} AS ${sql.identifier(name)}`;
        if (column instanceof PgTimestamp) return sql`${isoInstant(col(name))} AS ${sql.identifier(name)}`;
        return col(name);
      });
    parts = {
      table: inlineSql(sql`${sql.identifier(getTableName(list.table))} ${sql.identifier(MAIN)}`),
      columns: inlineSql(sql.join(outputs, sql`, `)),
      sorts: new Map(),
    };
    fixed.set(list, parts);
  }
  return parts;
}

function sortOf(parts: Fixed, q: ListQuery): string {
  const key = `${q.sortKey} ${q.sortType}`;
  let sort = parts.sorts.get(key);
  if (sort === undefined) {
    const direction = sql.raw(q.sortType === 'desc' ? 'DESC' : 'ASC');
    sort = inlineSql(sql`${col(q.sortKey)} ${direction}, ${col('id')} ${direction}`);
    parts.sorts.set(key, sort);
  }
  return sort;
}

/** The request's WHERE: the tenant, the endpoint's scope, then search and dates. */
function conditionOf(list: BespokeList, tenantId: string, scope: readonly SQL[], q: ListQuery): string {
  const dates = list.dateColumn ? dateRange(list.dateColumn, 'datetime', q) : [];
  return inlineSql(
    and([sql`${col('tenant_id')} = ${tenantId}`, ...scope, ...searchIn(list.search, q.searchKey), ...dates]),
  );
}

function partsOf(list: BespokeList, tenantId: string, scope: readonly SQL[], q: ListQuery): PageParts {
  const parts = fixedOf(list);
  return {
    table: parts.table,
    columns: parts.columns,
    joins: '',
    condition: conditionOf(list, tenantId, scope, q),
    sort: sortOf(parts, q),
    cap: list.countCap ?? DEFAULT_COUNT_CAP,
    ...(list.itemsKey ? { itemsKey: list.itemsKey } : {}),
  };
}

/**
 * The list statement of one request (run it with readAsTenant). `scope` narrows the rows the
 * caller may see; `extra` adds members to the answer (`, 'name', expression`).
 */
export function bespokeListStatement(
  list: BespokeList,
  request: { tenantId: string; scope?: readonly SQL[]; extra?: string },
  q: ListQuery,
): string {
  const parts = partsOf(list, request.tenantId, request.scope ?? [], q);
  return pageStatement(request.extra ? { ...parts, extra: request.extra } : parts, q);
}

/** `{ total, total_exact }` of the same request, counted as a first page counts it. */
export function bespokeTotalStatement(
  list: BespokeList,
  request: { tenantId: string; scope?: readonly SQL[] },
  q: ListQuery,
): string {
  return totalStatement(partsOf(list, request.tenantId, request.scope ?? [], q));
}
