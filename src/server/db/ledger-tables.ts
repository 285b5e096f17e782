import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { optionalTexts, requiredTexts } from './columns.ts';
import { tenantTable } from './tenant-table.ts';

/**
 * The ledgers of design/documents.md §5 and the balance table posting keeps beside them. Only
 * posting writes them (src/server/documents/posting.ts), in the transaction of the document.
 */

const amount = (name: string) => numeric(name, { precision: 38, scale: 0 }).notNull();
const quantity = (name: string) => numeric(name, { precision: 38, scale: 6 }).notNull();

/** Columns pointing back to the document and line a ledger row comes from. */
function source() {
  return {
    ...requiredTexts('stt_rec', 'ma_ct', 'so_ct'),
    ngay_ct: date('ngay_ct', { mode: 'string' }).notNull(),
    line: integer('line').notNull(),
    ma_dvcs: text('ma_dvcs').notNull(),
  };
}

/** The warehouse, product and batch ('' when none) a stock row is about. */
function stockItem() {
  return {
    ...requiredTexts('ma_kho', 'ma_vt'),
    ma_lo: text('ma_lo').notNull().default(''),
  };
}

/** One row per line × warehouse movement: signed base-unit quantity and cost. */
export const stockLedger = tenantTable(
  'stock_ledger',
  {
    ...source(),
    ...stockItem(),
    so_luong: quantity('so_luong'),
    tien: amount('tien'),
  },
  (t) => [
    index('stock_ledger_doc_idx').on(t.tenant_id, t.stt_rec),
    // As-of balances subtract the rows after a date, per warehouse and product.
    index('stock_ledger_item_idx').on(t.tenant_id, t.ma_kho, t.ma_vt, t.ngay_ct),
    // ... and per warehouse: every column they read in the key (drizzle has no INCLUDE), so it is
    // an index-only scan (docs/documents.md, Benchmark).
    index('stock_ledger_asof_idx').on(
      t.tenant_id,
      t.ma_kho,
      t.ngay_ct,
      t.ma_vt,
      t.ma_lo,
      t.ma_dvcs,
      t.so_luong,
      t.tien,
    ),
    index('stock_ledger_date_idx').on(t.tenant_id, t.ngay_ct),
    // A batch's history (ledgers/product-batches.ts): only rows that name a batch.
    index('stock_ledger_batch_idx').on(t.tenant_id, t.ma_vt, t.ma_lo, t.ngay_ct).where(sql`ma_lo <> ''`),
  ],
);

/** One row per account side; Σ ps_no = Σ ps_co per document. */
export const glLedger = tenantTable(
  'gl_ledger',
  {
    ...source(),
    ...requiredTexts('tk', 'tk_du'),
    ps_no: amount('ps_no'),
    ps_co: amount('ps_co'),
    ...optionalTexts('ma_kh', 'ma_ncc', 'dien_giai'),
  },
  (t) => [
    index('gl_ledger_doc_idx').on(t.tenant_id, t.stt_rec),
    index('gl_ledger_account_idx').on(t.tenant_id, t.tk, t.ngay_ct),
  ],
);

/**
 * On hand now, per branch, warehouse, product and batch: Σ stock_ledger kept up to date by posting,
 * so balances never scan history (tests prove it equals the ledger).
 */
export const stockBalances = tenantTable(
  'stock_balances',
  {
    ma_dvcs: text('ma_dvcs').notNull(),
    ...stockItem(),
    ton: quantity('ton'),
    tien_ton: amount('tien_ton'),
  },
  (t) => [
    uniqueIndex('stock_balances_uq').on(t.tenant_id, t.ma_kho, t.ma_vt, t.ma_lo),
    index('stock_balances_item_idx').on(t.tenant_id, t.ma_vt),
  ],
);

/**
 * Σ stock_ledger per calendar month (`thang`, its first day), kept by posting beside
 * stock_balances: a balance as of a past date subtracts whole months from today's balance and
 * reads ledger rows of one month only (ledgers/product-balances.ts).
 */
export const stockMonthlyMoves = tenantTable(
  'stock_monthly_moves',
  {
    ma_dvcs: text('ma_dvcs').notNull(),
    ...stockItem(),
    thang: date('thang', { mode: 'string' }).notNull(),
    so_luong: quantity('so_luong'),
    tien: amount('tien'),
  },
  (t) => [
    uniqueIndex('stock_monthly_moves_uq').on(t.tenant_id, t.ma_kho, t.ma_vt, t.ma_lo, t.thang),
    // As of a date, per warehouse: the months after it, every column read in the key.
    index('stock_monthly_moves_asof_idx').on(
      t.tenant_id,
      t.ma_kho,
      t.thang,
      t.ma_vt,
      t.ma_lo,
      t.ma_dvcs,
      t.so_luong,
      t.tien,
    ),
  ],
);

/**
 * Σ gl_ledger now, per branch, account and debt party ('' when none): posting keeps it beside the
 * ledger (ledgers/gl-balances.ts), so what a supplier or customer is owed never scans history.
 */
export const glBalances = tenantTable(
  'gl_balances',
  {
    ...requiredTexts('ma_dvcs', 'tk'),
    ma_kh: text('ma_kh').notNull().default(''),
    ma_ncc: text('ma_ncc').notNull().default(''),
    ps_no: amount('ps_no'),
    ps_co: amount('ps_co'),
  },
  (t) => [
    uniqueIndex('gl_balances_uq').on(t.tenant_id, t.ma_dvcs, t.tk, t.ma_kh, t.ma_ncc),
    index('gl_balances_supplier_idx').on(t.tenant_id, t.ma_ncc),
  ],
);

/**
 * The batches (lô) of batch-tracked products and their expiry: one row per product and batch,
 * registered by the first document line that receives it (documents/batches.ts). The batch's stock
 * lives in stock_ledger / stock_balances under the same `ma_lo`.
 */
export const stockBatches = tenantTable(
  'stock_batches',
  {
    ...requiredTexts('ma_vt', 'ma_lo'),
    ngay_hhsd: date('ngay_hhsd', { mode: 'string' }),
  },
  (t) => [uniqueIndex('stock_batches_uq').on(t.tenant_id, t.ma_vt, t.ma_lo)],
);
