import { z } from 'zod/mini';
import type { BatchHistorySearch, ProductBatchesSearch } from './product-batches-search.ts';
import { reportRequest, stockReportQuery } from './stock-report-api.ts';

/** GET /api/stock/product-batches and /api/stock/product-batch-histories (contract/api/product-batches.api.ts). */

/** The batch a row is about: its product, unit, number and expiry. */
const batchFields = {
  ma_vt: z.string(),
  ten_vt: z.nullable(z.string()),
  dvt: z.nullable(z.string()),
  ma_lo: z.string(),
  ngay_hhsd: z.nullable(z.string()),
};

const batchSchema = z.object({
  ...batchFields,
  ma_kho: z.string(),
  ton: z.string(),
  tien_ton: z.string(),
});
export type BatchRow = z.infer<typeof batchSchema>;
const batchListSchema = z.object({ items: z.array(batchSchema), total: z.number() });

export const productBatchesQuery = (search: ProductBatchesSearch) =>
  stockReportQuery(
    'product-batches',
    batchListSchema,
    reportRequest(search, ['ma_kho', 'ma_vt', 'ma_lo', 'hetHanDen', 'conTon'], {
      index: search.pageIndex,
      size: search.pageSize,
    }),
  );

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
  ...batchFields,
  dau_ky: z.string(),
  items: z.array(historyRowSchema),
  cuoi_ky: z.string(),
});

export const batchHistoryQuery = (search: BatchHistorySearch) => ({
  ...stockReportQuery(
    'product-batch-histories',
    historySchema,
    reportRequest(search, ['ma_vt', 'ma_lo', 'ma_kho', 'fromDate', 'toDate']),
  ),
  enabled: Boolean(search.ma_vt && search.ma_lo),
});
