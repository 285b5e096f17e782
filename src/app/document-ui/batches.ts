import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { z } from 'zod/mini';
import { settingValue } from '../../contract/settings/setting-values.ts';
import { apiGet } from '../data/api.ts';
import { configsQuery } from '../data/session.queries.ts';
import { session } from '../state/session.ts';

/**
 * Batches on document lines (setting `stock_product_batch`): whether the tenant tracks them, and
 * the batch a line taking stock out starts with — the server's first to expire that still holds
 * stock in the line's warehouse (GET /api/stock/product-batches/in-stock).
 */

/** The tenant tracks batches and expiry: batch columns may show. */
export function useBatchesEnabled(): boolean {
  const { tenant } = useSnapshot(session);
  const configs = useQuery(configsQuery(tenant));
  const stored = configs.data?.items.find((row) => row.name === 'stock_product_batch')?.value;
  return settingValue('stock_product_batch', stored);
}

const inStockSchema = z.object({
  items: z.array(z.object({ ma_lo: z.string(), ngay_hhsd: z.nullable(z.string()), ton: z.string() })),
});

export interface SuggestedBatch {
  readonly ma_lo: string;
  readonly ngay_hhsd: string;
}

/** The first batch to expire with stock in the warehouse, or null (none, offline, no right). */
export async function firstExpiringBatch(
  queryClient: QueryClient,
  ma_kho: string,
  ma_vt: string,
): Promise<SuggestedBatch | null> {
  if (!ma_kho || !ma_vt) return null;
  try {
    const answer = await queryClient.fetchQuery({
      queryKey: ['session', session.tenant, 'batches-in-stock', ma_kho, ma_vt],
      queryFn: ({ signal }) =>
        apiGet('stock/product-batches/in-stock', inStockSchema, { query: { ma_kho, ma_vt }, signal }),
      staleTime: 5_000,
    });
    const first = answer.items[0];
    return first ? { ma_lo: first.ma_lo, ngay_hhsd: first.ngay_hhsd ?? '' } : null;
  } catch {
    return null;
  }
}
