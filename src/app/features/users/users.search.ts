import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const SORT_KEYS = ['user_name', 'ten_nsd', 'created_at'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * Table state of /system/users, kept in the address (spec §2 "Reusable data table"). A value that
 * does not read (hand-edited address, old bookmark) falls back to its default instead of failing.
 */
export const usersSearchSchema = z.object({
  pageIndex: z.coerce.number().int().min(0).max(100_000).catch(0).default(0),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .catch(10)
    .default(10),
  sortKey: z.enum(SORT_KEYS).catch('user_name').default('user_name'),
  sortType: z.enum(['asc', 'desc']).catch('asc').default('asc'),
  searchKey: z.string().trim().max(200).optional().catch(undefined),
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
