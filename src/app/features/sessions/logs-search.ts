import { z } from 'zod/mini';
import { pagingSearch } from '../../data/paging-search.ts';

const isoDate = z.catch(z.optional(z.iso.date()), undefined);

/**
 * The address of /system/logs: page (from 1), page size, search and dates. A value that does not
 * read falls back to its default instead of failing the page.
 */
export const logsSearchSchema = z.object({
  ...pagingSearch,
  searchKey: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value: string | number) => String(value).trim().slice(0, 200) || undefined),
      ),
    ),
    undefined,
  ),
  fromDate: isoDate,
  toDate: isoDate,
});

export type LogsSearch = z.infer<typeof logsSearchSchema>;

export const LOGS_SEARCH_DEFAULTS = { pageIndex: 1, pageSize: 20 } as const;
