import { z } from 'zod/mini';
import { pagingSearch } from '../../../contract/list/list-search.ts';
import { searchWithDefaults } from '../shell/route-search.ts';
import { daySearch, stockCodesSearch } from './stock-search.ts';

/** The address of /stock/product-balances: warehouse, product and batch codes, the as-of date, the page. */
export const productBalancesSearchSchema = z.object({
  ...pagingSearch(50),
  ...stockCodesSearch,
  toDate: daySearch,
});

export type ProductBalancesSearch = z.infer<typeof productBalancesSearchSchema>;

/** The route's search options; the defaults (first page of 50) stay out of the address. */
export const productBalancesRouteSearch = searchWithDefaults(productBalancesSearchSchema, {
  pageIndex: 1,
  pageSize: 50,
});
