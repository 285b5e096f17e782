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

/** The address of /stock/product-balances: warehouse, product and batch codes, the as-of date, the page. */
export const productBalancesSearchSchema = z.object({
  ...pagingSearch(50),
  ma_kho: code,
  ma_vt: code,
  ma_lo: code,
  toDate: z.catch(z.optional(z.iso.date()), undefined),
});

export type ProductBalancesSearch = z.infer<typeof productBalancesSearchSchema>;

export const PRODUCT_BALANCES_DEFAULTS = { pageIndex: 1, pageSize: 50 } as const;
