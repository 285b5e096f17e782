import type { ListQuery } from '../../contract/list/list-query.ts';
import { inlineSql } from '../db/inline-sql.ts';
import { mainTable, projection } from './columns.ts';
import { and, listFilters, orderBy } from './list.ts';
import { pageStatement } from './list-page.ts';
import type { EntityModel, RequestScope } from './model.ts';
import { readScopeConditions, readScopeOf } from './scope.ts';

/**
 * A declared entity's list statement (list-page.ts builds it from the parts rendered here).
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
  scopes: Map<string, string>;
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

/** The request's rows: its scope (rendered once per distinct scope), then its own filters. */
function conditionOf(model: EntityModel, parts: FixedParts, scope: RequestScope, q: ListQuery): string {
  const readScope = readScopeOf(model.entity, scope);
  const key = JSON.stringify(readScope);
  let scoped = parts.scopes.get(key);
  if (scoped === undefined) {
    scoped = inlineSql(and(readScopeConditions(model.entity, readScope)));
    parts.scopes.set(key, scoped);
    // Maps iterate in insertion order: the first key is the oldest.
    if (parts.scopes.size > MAX_SCOPES) parts.scopes.delete(parts.scopes.keys().next().value as string);
  }
  const filters = listFilters(model.entity, q);
  if (filters.length === 0) return scoped;
  return `${scoped} AND ${inlineSql(and(filters))}`;
}

export function listStatement(model: EntityModel, scope: RequestScope, q: ListQuery): string {
  const parts = partsOf(model);
  const { columns, joins, table } = parts;
  const condition = conditionOf(model, parts, scope, q);
  const sort = sortOf(model, parts, q);
  return pageStatement({ table, columns, joins, condition, sort, cap: model.countCap }, q);
}
