import { z } from 'zod';

/**
 * What the spa owes its suppliers (account 331), read by the suppliers screen:
 * GET /api/purchases/supplier-balances?ma_ncc=a,b → each supplier's balance from the GL balance
 * table; GET /api/purchases/supplier-ledger?ma_ncc=&fromDate=&toDate= → one supplier's 331 rows
 * in the period with the balance before, after each row and at the end.
 */

export const supplierLedgerQuery = z.object({
  ma_ncc: z.string().trim().min(1).max(32).toUpperCase(),
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
});

export interface SupplierBalanceRow {
  ma_ncc: string;
  ten_ncc: string | null;
  /** Owed to the supplier: Σ credit − Σ debit on 331, dong (decimal string). */
  du_no: string;
}

export interface SupplierLedgerRow {
  stt_rec: string;
  ma_ct: string;
  so_ct: string;
  ngay_ct: string;
  dien_giai: string | null;
  /** The other side of the entry (156 goods, 1331 VAT, 111 cash paid…). */
  tk_du: string;
  ps_no: string;
  ps_co: string;
  /** Owed after this row. */
  du_no: string;
}

export interface SupplierLedger {
  ma_ncc: string;
  /** Owed before fromDate (0 without one). */
  dau_ky: string;
  items: SupplierLedgerRow[];
  /** Owed at toDate (or now). */
  cuoi_ky: string;
}
