import { stripSearchParams } from '@tanstack/react-router';
import type { z } from 'zod/mini';
import type { ListShape } from '../../../contract/list/list-query.ts';
import { listDefaults, listSearchSchema } from '../../../contract/list/list-search.ts';

/**
 * The search options of a route whose address leaves its defaults out: the schema reads the
 * address (junk falls back), the router's middleware drops what equals a default, so the plain
 * screen reads as its bare path (/stock/product-batches, not ?pageIndex=1&pageSize=50).
 *
 *   export const productBatchesRouteSearch = searchWithDefaults(productBatchesSearchSchema, {
 *     pageIndex: 1,
 *     pageSize: 50,
 *   });
 *
 * Spread into the route's own options (`...productBatchesRouteSearch`), so the router's code
 * splitting still sees `component`.
 */
export function searchWithDefaults<Schema extends z.ZodMiniType>(
  validateSearch: Schema,
  defaults: Partial<z.output<Schema>>,
) {
  return {
    validateSearch,
    search: { middlewares: [stripSearchParams<z.output<Schema>>(defaults)] },
  };
}

/**
 * The search options of a bespoke list screen that speaks the list protocol (paging, sort,
 * search, period): its address, its defaults left out, and the whole address as the loader's
 * dependencies, so any change of it asks for the list again.
 */
export function listSearchOptions(shape: ListShape) {
  return {
    ...searchWithDefaults(listSearchSchema(shape), listDefaults(shape)),
    loaderDeps: ({ search }: { search: z.output<ReturnType<typeof listSearchSchema>> }) => search,
  };
}
