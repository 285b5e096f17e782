import { z } from 'zod/mini';
import { pagingSearch } from '../../../contract/list/list-search.ts';
import { codeSearch, daySearch, stockCodesSearch } from './stock-search.ts';

/** The address of /stock/product-batches: warehouse, item and batch codes, expiring by, the page. */
export const productBatchesSearchSchema = z.object({
  ...pagingSearch(50),
  ...stockCodesSearch,
  hetHanDen: daySearch,
  /** '0': batches whose stock is gone are listed too. */
  conTon: z.catch(z.optional(z.enum(['0', '1'])), undefined),
});
export type ProductBatchesSearch = z.infer<typeof productBatchesSearchSchema>;
export const PRODUCT_BATCHES_DEFAULTS = { pageIndex: 1, pageSize: 50 } as const;

/** The address of /stock/product-batch-histories: the batch (item and batch code), warehouse, period. */
export const batchHistorySearchSchema = z.object({
  ma_vt: codeSearch,
  ma_lo: codeSearch,
  ma_kho: codeSearch,
  fromDate: daySearch,
  toDate: daySearch,
});
export type BatchHistorySearch = z.infer<typeof batchHistorySearchSchema>;
