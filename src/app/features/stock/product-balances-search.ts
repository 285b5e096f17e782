import { z } from 'zod/mini';
import { pagingSearch } from '../../../contract/list/list-search.ts';
import { daySearch, stockCodesSearch } from './stock-search.ts';

/** The address of /stock/product-balances: warehouse, product and batch codes, the as-of date, the page. */
export const productBalancesSearchSchema = z.object({
  ...pagingSearch(50),
  ...stockCodesSearch,
  toDate: daySearch,
});

export type ProductBalancesSearch = z.infer<typeof productBalancesSearchSchema>;

export const PRODUCT_BALANCES_DEFAULTS = { pageIndex: 1, pageSize: 50 } as const;
