import { z } from 'zod/mini';
import { pagingSearch } from '../../../contract/list/list-search.ts';

const code = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number) => String(value).trim().toUpperCase() || undefined),
    ),
  ),
  undefined,
);
const day = z.catch(z.optional(z.iso.date()), undefined);

/** The address of /stock/product-batches: warehouse, item and batch codes, expiring by, the page. */
export const productBatchesSearchSchema = z.object({
  ...pagingSearch(50),
  ma_kho: code,
  ma_vt: code,
  ma_lo: code,
  hetHanDen: day,
  /** '0': batches whose stock is gone are listed too. */
  conTon: z.catch(z.optional(z.enum(['0', '1'])), undefined),
});
export type ProductBatchesSearch = z.infer<typeof productBatchesSearchSchema>;
export const PRODUCT_BATCHES_DEFAULTS = { pageIndex: 1, pageSize: 50 } as const;

/** The address of /stock/product-batch-histories: the batch (item and batch code), warehouse, period. */
export const batchHistorySearchSchema = z.object({
  ma_vt: code,
  ma_lo: code,
  ma_kho: code,
  fromDate: day,
  toDate: day,
});
export type BatchHistorySearch = z.infer<typeof batchHistorySearchSchema>;
