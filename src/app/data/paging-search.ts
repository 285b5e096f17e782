import { z } from 'zod';
import { PAGE_SIZES } from '../../contract/entity/define.ts';

/**
 * Page and page size of a paged screen's address (from 1; a size the data table offers). A value
 * that does not read falls back to its default instead of failing the page.
 */
export const pagingSearch = {
  pageIndex: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .catch(20)
    .default(20),
};
