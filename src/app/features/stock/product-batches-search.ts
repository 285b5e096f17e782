import { z } from 'zod/mini';
import { pagingSearch } from '../../../contract/list/list-search.ts';
import { searchWithDefaults } from '../shell/route-search.ts';
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

/** The route's search options; the defaults (first page of 50) stay out of the address. */
export const productBatchesRouteSearch = searchWithDefaults(productBatchesSearchSchema, {
  pageIndex: 1,
  pageSize: 50,
});

/** The address of /stock/product-batch-histories: the batch (item and batch code), warehouse, period. */
export const batchHistorySearchSchema = z.object({
  ma_vt: codeSearch,
  ma_lo: codeSearch,
  ma_kho: codeSearch,
  fromDate: daySearch,
  toDate: daySearch,
});
export type BatchHistorySearch = z.infer<typeof batchHistorySearchSchema>;
