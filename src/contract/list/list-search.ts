import { z } from 'zod/mini';
import { DATE, type ListShape, MAX_PAGE_INDEX, PAGE_SIZES } from './list-query.ts';
import { MAX_SEARCH_LENGTH } from './search-rule.ts';

/**
 * The address bar's reading of the list parameters (spec §2 "state in the URL"): the same fields
 * as readListQuery, but anything wrong — a hand-edited value, an old bookmark — falls back to its
 * default, so the address still opens the screen.
 */
export function listSearchSchema(shape: ListShape) {
  const sortable = shape.sortable as [string, ...string[]];
  return z.object({
    ...pagingSearch(shape.pageSize ?? PAGE_SIZES[0]),
    sortKey: lenient(z.enum(sortable), shape.sort[0]),
    sortType: lenient(z.enum(['asc', 'desc']), shape.sort[1]),
    searchKey: searchText(MAX_SEARCH_LENGTH),
    fromDate: z.catch(z.optional(z.string().check(z.regex(DATE))), undefined),
    toDate: z.catch(z.optional(z.string().check(z.regex(DATE))), undefined),
  });
}

const pageIndexSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_INDEX));
const pageSizeSchema = z.coerce
  .number()
  .check(z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n)));

/** Page (from 1) and page size (one of PAGE_SIZES, `size` by default) of a paged screen's address. */
export function pagingSearch(size: number) {
  return { pageIndex: lenient(pageIndexSchema, 1), pageSize: lenient(pageSizeSchema, size) };
}

/** `fallback` for a missing or unreadable value (optional in a link's search, so links may omit it). */
function lenient<T extends string | number>(schema: z.ZodMiniType<T>, fallback: NoInfer<T>) {
  return z._default(z.catch(schema, fallback), fallback as z.core.util.NoUndefined<T>);
}

/**
 * Text of at most `max` characters, trimmed; a number (the router reads `?searchKey=123` as one)
 * is its digits; blank, too long or anything else is left out.
 */
export function searchText(max: number) {
  const read = z.pipe(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number) => String(value).trim()),
    ),
    z.pipe(
      z.string().check(z.maxLength(max)),
      z.transform((value: string) => value || undefined),
    ),
  );
  return z.catch(z.optional(read), undefined);
}

/** Values a plain address leaves out (so the plain list reads /stock/units). */
export function listDefaults(shape: ListShape) {
  return {
    pageIndex: 1,
    pageSize: shape.pageSize ?? PAGE_SIZES[0],
    sortKey: shape.sort[0],
    sortType: shape.sort[1],
  };
}
