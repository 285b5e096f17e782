import { z } from 'zod';
import { MAX_PAGE_INDEX, MAX_PAGE_SIZE } from '../list/list-query.ts';

/**
 * GET /api/stock/product-balances (design/documents.md §5): on hand and value per warehouse,
 * product and batch, as of `toDate` (today when absent), within the request's branches.
 */
/** Codes separated by commas (`ma_kho=K01,K02`), trimmed and upper-cased as they are stored. */
export const codes = z
  .string()
  .trim()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  );

export const productBalanceQuery = z.object({
  ma_kho: codes.optional(),
  ma_vt: codes.optional(),
  ma_lo: codes.optional(),
  toDate: z.iso.date().optional(),
  pageIndex: z.coerce.number().int().min(1).max(MAX_PAGE_INDEX).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(100),
});

export type ProductBalanceQuery = z.infer<typeof productBalanceQuery>;

export interface ProductBalance {
  ma_kho: string;
  ma_vt: string;
  ten_vt: string | null;
  dvt: string | null;
  ma_lo: string;
  /** Quantity on hand in the product's base unit (decimal string). */
  ton: string;
  /** Its value in dong (decimal string). */
  tien_ton: string;
}

/** The answer: a page of rows, how many there are, and the sums over all of them. */
export interface ProductBalanceList {
  items: ProductBalance[];
  total: number;
  /** Σ ton (base units, meaningful for one product) and Σ tien_ton over every row kept by the filters. */
  totals: { ton: string; tien_ton: string };
}
