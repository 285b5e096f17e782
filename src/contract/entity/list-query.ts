import { z } from 'zod/mini';
import { type Entity, MAX_PAGE_SIZE, PAGE_SIZES, type SortType } from './define.ts';
import { entityMessages as m, type Translate } from './messages.ts';
import { parseValue } from './values.ts';

/** A list request (DESIGN.md §4): paging, sorting, accent-free search, date range and filters. */
export interface ListQuery {
  pageIndex: number;
  pageSize: number;
  sortKey: string;
  sortType: SortType;
  searchKey?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** Declared filter → the accepted values (comma-separated in the query string). */
  filters: Record<string, unknown[]>;
}

/** Columns a list may be sorted by: the declared list columns plus the record's timestamps. */
export function sortableColumns(entity: Entity): string[] {
  return [...new Set([...entity.list.columns, entity.list.sort[0], 'created_at', 'updated_at'])];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A refused list parameter and why, in the caller's language. */
export interface ListQueryIssue {
  field: string;
  message: string;
}

/**
 * The server's strict reading of a list query: bad values are reported naming the parameter.
 * A plain function, so the list route reads its query without a schema's per-call machinery.
 */
export function readListQuery(
  entity: Entity,
  t: Translate,
  q: Readonly<Record<string, string>>,
): { query: ListQuery; issues: ListQueryIssue[] } {
  const issues: ListQueryIssue[] = [];
  const fail = (field: string, message: Parameters<Translate>[0], values: Record<string, unknown> = {}) =>
    issues.push({ field, message: t(message, { field, ...values }) });
  const int = (name: string, fallback: number, max: number) => {
    if (q[name] === undefined || q[name] === '') return fallback;
    const value = Number(q[name]);
    if (Number.isInteger(value) && value >= 1 && value <= max) return value;
    fail(name, value > max ? m.max : m.integer, { max, min: 1 });
    return fallback;
  };
  const query: ListQuery = {
    pageIndex: int('pageIndex', 1, 1_000_000),
    pageSize: int('pageSize', PAGE_SIZES[0], MAX_PAGE_SIZE),
    sortKey: q.sortKey || entity.list.sort[0],
    sortType: q.sortType === 'asc' || q.sortType === 'desc' ? q.sortType : entity.list.sort[1],
    searchKey: q.searchKey?.trim() || undefined,
    filters: {},
  };
  if (!sortableColumns(entity).includes(query.sortKey)) fail('sortKey', m.sortKey, { field: query.sortKey });
  if (q.sortType && q.sortType !== 'asc' && q.sortType !== 'desc') fail('sortType', m.option);
  for (const name of ['fromDate', 'toDate'] as const) {
    if (!q[name]) continue;
    if (DATE.test(q[name])) query[name] = q[name];
    else fail(name, m.date);
  }
  readFilters(entity, t, q, query, fail);
  return { query, issues };
}

function readFilters(
  entity: Entity,
  t: Translate,
  q: Readonly<Record<string, string>>,
  query: ListQuery,
  fail: (field: string, message: Parameters<Translate>[0], values?: Record<string, unknown>) => void,
): void {
  for (const name of entity.filters ?? []) {
    const raw = q[name]?.trim();
    const field = entity.fields[name];
    if (!raw || !field) continue;
    const values = raw.split(',').map((part) => parseValue(field, part.trim()));
    const wrong = values.find((value) => !value.ok);
    if (wrong && !wrong.ok) fail(name, wrong.message, { field: t(field.label), ...wrong.values });
    else query.filters[name] = values.map((value) => (value.ok ? value.value : null));
  }
}

/** The same reading as a zod schema. */
export function listQuerySchema(entity: Entity, t: Translate) {
  return z.pipe(
    z.record(z.string(), z.string()),
    z.transform((q: Record<string, string>, ctx): ListQuery => {
      const { query, issues } = readListQuery(entity, t, q);
      for (const { field, message } of issues)
        ctx.issues.push({ code: 'custom', path: [field], message, input: q });
      return query;
    }),
  );
}

/**
 * The client route's reading of the same parameters: anything wrong falls back to its default,
 * so a hand-edited address still opens the screen.
 */
export function listSearchSchema(entity: Entity) {
  const sortable = sortableColumns(entity) as [string, ...string[]];
  return z.object({
    pageIndex: z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    pageSize: z.catch(
      z.coerce.number().check(
        z.int(),
        z.refine((size) => (PAGE_SIZES as readonly number[]).includes(size)),
      ),
      PAGE_SIZES[0],
    ),
    sortKey: z.catch(z.enum(sortable), entity.list.sort[0]),
    sortType: z.catch(z.enum(['asc', 'desc']), entity.list.sort[1]),
    searchKey: z.catch(z.optional(z.string().check(z.trim())), undefined),
    fromDate: z.catch(z.optional(z.string().check(z.regex(DATE))), undefined),
    toDate: z.catch(z.optional(z.string().check(z.regex(DATE))), undefined),
  });
}
