/**
 * Ledger rows a document's post() gives (design/documents.md §5). The engine adds the document's
 * identity (stt_rec, ma_ct, so_ct, ngay_ct) and writes them in the posting transaction. Amounts and
 * quantities are canonical decimal strings, signed where the ledger says so.
 */

/** One line × warehouse movement: `so_luong` in the base unit, + in, − out; `tien` its cost. */
export interface StockRow {
  readonly line: number;
  readonly ma_dvcs: string;
  readonly ma_kho: string;
  readonly ma_vt: string;
  readonly ma_lo: string;
  readonly so_luong: string;
  readonly tien: string;
}

/** One account side: `ps_no` or `ps_co` (the other '0'); `tk_du` the opposite account. */
export interface GlRow {
  readonly line: number;
  readonly ma_dvcs: string;
  readonly tk: string;
  readonly tk_du: string;
  readonly ps_no: string;
  readonly ps_co: string;
  readonly ma_kh?: string | null;
  readonly ma_ncc?: string | null;
  readonly dien_giai?: string | null;
}

export interface LedgerRows {
  readonly stock: readonly StockRow[];
  readonly gl: readonly GlRow[];
}

export const NO_LEDGER_ROWS: LedgerRows = { stock: [], gl: [] };

/** Both sides of one entry, debit `no` and credit `co`, for `amount` (skipped when zero). */
export function entry(
  base: Pick<GlRow, 'line' | 'ma_dvcs' | 'dien_giai'> & { ma_kh?: string | null; ma_ncc?: string | null },
  no: string,
  co: string,
  amount: string,
  party: { readonly no?: boolean; readonly co?: boolean } = {},
): GlRow[] {
  if (amount === '0') return [];
  const { ma_kh = null, ma_ncc = null, ...rest } = base;
  const who = (on: boolean | undefined) => (on ? { ma_kh, ma_ncc } : { ma_kh: null, ma_ncc: null });
  return [
    { ...rest, tk: no, tk_du: co, ps_no: amount, ps_co: '0', ...who(party.no) },
    { ...rest, tk: co, tk_du: no, ps_no: '0', ps_co: amount, ...who(party.co) },
  ];
}
