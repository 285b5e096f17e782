import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../data/api.ts';
import type { Query } from '../../data/request-params.ts';
import { session } from '../../state/session.ts';
import type { BatchHistorySearch, ProductBatchesSearch } from './product-batches-search.ts';

/** GET /api/stock/product-batches and /api/stock/product-batch-histories (contract/api/product-batches.api.ts). */

const batchSchema = z.object({
  ma_vt: z.string(),
  ten_vt: z.nullable(z.string()),
  dvt: z.nullable(z.string()),
  ma_lo: z.string(),
  ngay_hhsd: z.nullable(z.string()),
  ma_kho: z.string(),
  ton: z.string(),
  tien_ton: z.string(),
});
export type BatchRow = z.infer<typeof batchSchema>;
const batchListSchema = z.object({ items: z.array(batchSchema), total: z.number() });

function batchQuery(search: ProductBatchesSearch): Query {
  const query: Query = { pageIndex: search.pageIndex, pageSize: search.pageSize };
  for (const name of ['ma_kho', 'ma_vt', 'ma_lo', 'hetHanDen', 'conTon'] as const)
    if (search[name]) query[name] = search[name];
  return query;
}

export const productBatchesQuery = (search: ProductBatchesSearch) =>
  queryOptions({
    queryKey: ['session', session.tenant, 'product-batches', batchQuery(search)],
    queryFn: ({ signal }) =>
      apiGet('stock/product-batches', batchListSchema, { query: batchQuery(search), signal }),
  });

const historyRowSchema = z.object({
  stt_rec: z.string(),
  ma_ct: z.string(),
  so_ct: z.string(),
  ngay_ct: z.string(),
  line: z.number(),
  ma_kho: z.string(),
  nhap: z.string(),
  xuat: z.string(),
  ton: z.string(),
});
export type BatchHistoryRow = z.infer<typeof historyRowSchema>;
const historySchema = z.object({
  ma_vt: z.string(),
  ten_vt: z.nullable(z.string()),
  dvt: z.nullable(z.string()),
  ma_lo: z.string(),
  ngay_hhsd: z.nullable(z.string()),
  dau_ky: z.string(),
  items: z.array(historyRowSchema),
  cuoi_ky: z.string(),
});

export const batchHistoryQuery = (search: BatchHistorySearch) => {
  const query: Query = {};
  for (const name of ['ma_vt', 'ma_lo', 'ma_kho', 'fromDate', 'toDate'] as const)
    if (search[name]) query[name] = search[name];
  return queryOptions({
    queryKey: ['session', session.tenant, 'product-batch-histories', query],
    queryFn: ({ signal }) => apiGet('stock/product-batch-histories', historySchema, { query, signal }),
    enabled: Boolean(search.ma_vt && search.ma_lo),
  });
};
