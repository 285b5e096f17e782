import { z } from 'zod/mini';
import { PAGE_SIZES } from '../../contract/entity/define.ts';

/**
 * Page and page size of a paged screen's address: the page from `first` (0 or 1, as its API
 * counts), a size of `sizes`. A value that does not read falls back to its default instead of
 * failing the page.
 */
export function pagingFields(first: 0 | 1, size: number, sizes: readonly number[] = PAGE_SIZES) {
  return {
    pageIndex: z._default(
      z.catch(z.coerce.number().check(z.int(), z.minimum(first), z.maximum(100_000)), first),
      first,
    ),
    pageSize: z._default(z.catch(z.coerce.number().check(z.refine((n) => sizes.includes(n))), size), size),
  };
}

/** Pages from 1, 20 rows by default (the data table's sizes). */
export const pagingSearch = pagingFields(1, 20);
