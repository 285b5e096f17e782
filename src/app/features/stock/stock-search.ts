import { z } from 'zod/mini';

/*
 * The address fields the stock reports share (balances, batches, a batch's history): anything that
 * does not read falls back to "not set" instead of failing the page.
 */

/** A warehouse, product or batch code, trimmed and in upper case; blank is unset. */
export const codeSearch = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number) => String(value).trim().toUpperCase() || undefined),
    ),
  ),
  undefined,
);

/** A day, YYYY-MM-DD. */
export const daySearch = z.catch(z.optional(z.iso.date()), undefined);

/** Warehouse, product and batch: the codes the paged reports filter by first. */
export const stockCodesSearch = { ma_kho: codeSearch, ma_vt: codeSearch, ma_lo: codeSearch };
