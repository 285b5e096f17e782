import type { z } from 'zod/mini';
import type { ListParams } from '../../contract/list/list-query.ts';
import { apiGet } from './api.ts';
import type { Query } from './request-params.ts';

/**
 * Every list request of the client (entity lists, users, logs, notifications) goes through
 * fetchList, which keeps the list protocol's side of totals (docs/lists.md): the server counts on
 * a first page; a page turn of the same filter reuses the total this client already holds (the
 * server skips its count), and asks for one (`withTotal=1`) only when it holds none — an address
 * opened on page 5, a reload.
 */

interface KnownTotal {
  total: number;
  exact: boolean;
}

/** A list answer as the server gives it: `total` is null on a page turn that did not ask. */
export interface ListAnswer {
  total: number | null;
  total_exact?: boolean | null | undefined;
}

/** Totals by list path and filter; bounded, the oldest dropped first. */
const known = new Map<string, KnownTotal>();
const MAX_KNOWN = 200;

/** What the total depends on: the list and its filter — not the page, its size or the order. */
export function totalKey(path: string, params: ListParams): string {
  const { searchKey, fromDate, toDate, filters = {} } = params;
  const kept = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${path}\n${JSON.stringify([searchKey ?? '', fromDate ?? '', toDate ?? '', kept])}`;
}

function remember(key: string, total: KnownTotal): void {
  known.delete(key);
  known.set(key, total);
  if (known.size > MAX_KNOWN) known.delete(known.keys().next().value as string);
}

/** After a write: the totals of `path`'s lists may have changed. */
export function forgetTotals(path: string): void {
  for (const key of [...known.keys()]) if (key.startsWith(`${path}\n`)) known.delete(key);
}

export async function fetchList<T extends ListAnswer>(
  path: string,
  params: ListParams,
  schema: z.core.$ZodType<T>,
  signal?: AbortSignal,
): Promise<Omit<T, 'total' | 'total_exact'> & { total: number; total_exact: boolean }> {
  const key = totalKey(path, params);
  const held = known.get(key);
  const { filters, ...rest } = params;
  const query: Query = { ...rest, ...filters };
  if (params.pageIndex > 1 && !held) query.withTotal = 1;
  const answer = await apiGet(path, schema, { query, signal });
  if (answer.total !== null) {
    const total = { total: answer.total, exact: answer.total_exact !== false };
    remember(key, total);
    return { ...answer, total: total.total, total_exact: total.exact };
  }
  // The server counts whenever it was not told a total is held, so `held` is there.
  const kept = held ?? { total: 0, exact: false };
  return { ...answer, total: kept.total, total_exact: kept.exact };
}
