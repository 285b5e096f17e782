import { z } from 'zod/mini';
import { pagingFields } from '../../data/paging-search.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const SORT_KEYS = ['user_name', 'ten_nsd', 'created_at'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * Table state of /system/users, kept in the address (spec §2 "Reusable data table"). A value that
 * does not read (hand-edited address, old bookmark) falls back to its default instead of failing.
 */
export const usersSearchSchema = z.object({
  ...pagingFields(0, 10, PAGE_SIZES),
  sortKey: z._default(z.catch(z.enum(SORT_KEYS), 'user_name'), 'user_name'),
  sortType: z._default(z.catch(z.enum(['asc', 'desc']), 'asc'), 'asc'),
  searchKey: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
});

export type UsersSearch = z.infer<typeof usersSearchSchema>;

/** Defaults are left out of the address, so the plain list reads /system/users. */
export const USERS_SEARCH_DEFAULTS = {
  pageIndex: 0,
  pageSize: 10,
  sortKey: 'user_name',
  sortType: 'asc',
} as const satisfies Partial<UsersSearch>;

/** A search as the server and the cache key want it: trimmed, an empty one left out (spec §5). */
export function normalizeSearch(search: UsersSearch): UsersSearch {
  const searchKey = search.searchKey?.trim();
  const { searchKey: _drop, ...rest } = search;
  return searchKey ? { ...rest, searchKey } : rest;
}

/** The last page index that still shows a row, for a list of `total` rows. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
