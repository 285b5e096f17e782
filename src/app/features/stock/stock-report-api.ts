import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiGet } from '../../data/api.ts';
import type { Query } from '../../data/request-params.ts';
import { session } from '../../state/session.ts';

/** The stock reports' endpoints, GET /api/stock/<report> (contract/api/product-batches.api.ts and kin). */
type StockReport = 'product-balances' | 'product-batches' | 'product-batch-histories';

/**
 * The request an address names: its page when the report is paged (or one larger page for an
 * export), then the filters it sets; an unset or blank filter is left out.
 */
export function reportRequest<Search extends object>(
  search: Search,
  filters: readonly (keyof Search & string)[],
  page?: { index: number; size: number },
): Query {
  const query: Query = page ? { pageIndex: page.index, pageSize: page.size } : {};
  for (const name of filters) {
    const value = search[name];
    if (value) query[name] = value as Query[string];
  }
  return query;
}

/** One request of a report, cached per tenant and request. */
export const stockReportQuery = <T>(report: StockReport, schema: z.core.$ZodType<T>, query: Query) =>
  queryOptions({
    queryKey: ['session', session.tenant, report, query],
    queryFn: ({ signal }) => apiGet(`stock/${report}`, schema, { query, signal }),
  });
