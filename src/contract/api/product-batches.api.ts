import { z } from 'zod';
import { codes, productBalanceQuery } from './product-balances.api.ts';

/**
 * Batches (lô) when the setting `stock_product_batch` is on, within the request's branches:
 * GET /api/stock/product-batches → on hand per batch and warehouse with the batch's expiry, the
 * first to expire first; GET /api/stock/product-batches/in-stock?ma_kho=&ma_vt= → the batches of
 * one item holding stock there, first to expire first (what a delivery line takes by default);
 * GET /api/stock/product-batch-histories?ma_vt=&ma_lo= → one batch's ledger rows with the balance
 * before, after each row and at the end.
 */
const code = z.string().trim().min(1).max(32).toUpperCase();

/** The filters and page of the balances, without their as-of date: a batch's stock is today's. */
export const productBatchQuery = productBalanceQuery.omit({ toDate: true }).extend({
  /** Only batches expiring on or before this date (expired ones included). */
  hetHanDen: z.iso.date().optional(),
  /** '0' lists batches whose stock is gone too. */
  conTon: z.enum(['0', '1']).default('1'),
});
export type ProductBatchQuery = z.infer<typeof productBatchQuery>;

export interface ProductBatchRow {
  ma_vt: string;
  ten_vt: string | null;
  dvt: string | null;
  ma_lo: string;
  /** Expiry (Y-m-d), null when the batch has none. */
  ngay_hhsd: string | null;
  ma_kho: string;
  /** On hand in the base unit and its value (decimal strings). */
  ton: string;
  tien_ton: string;
}

export const batchesInStockQuery = z.object({ ma_kho: code, ma_vt: code });

export const batchHistoryQuery = z.object({
  ma_vt: code,
  ma_lo: code,
  ma_kho: codes.optional(),
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
});
export type BatchHistoryQuery = z.infer<typeof batchHistoryQuery>;

export interface BatchHistoryRow {
  stt_rec: string;
  ma_ct: string;
  so_ct: string;
  ngay_ct: string;
  line: number;
  ma_kho: string;
  /** Received (+) and issued (quantities ≥ 0) by this row, base unit. */
  nhap: string;
  xuat: string;
  /** On hand after this row (all the warehouses the query keeps). */
  ton: string;
}

export interface BatchHistory {
  ma_vt: string;
  ten_vt: string | null;
  dvt: string | null;
  ma_lo: string;
  ngay_hhsd: string | null;
  /** On hand before fromDate (0 without one). */
  dau_ky: string;
  items: BatchHistoryRow[];
  /** On hand at toDate (or now). */
  cuoi_ky: string;
}
