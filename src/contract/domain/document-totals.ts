import { add, cmp, div, isZero, mul, round, sub, sum } from './decimal.ts';

/**
 * The arithmetic of a document's lines and totals (design/documents.md §3), one function for the
 * client's live totals and the server's recomputation: amounts are whole dong rounded half away
 * from zero per line, then summed. Inputs and outputs are canonical decimal strings.
 */

export interface LineInput {
  readonly so_luong: string;
  readonly gia: string;
  /** Discount rate in percent; when not zero it fixes tien_ck. */
  readonly ty_le_ck?: string | null | undefined;
  /** Discount amount typed directly (used when ty_le_ck is zero or absent). */
  readonly tien_ck?: string | null | undefined;
  /**
   * The line's share of a discount given on the whole document (sale-pricing.ts allocates it),
   * added to the line's own discount.
   */
  readonly tien_ck_pb?: string | null | undefined;
  /** VAT rate in percent of the line's ma_thue ('10'); absent or null: no VAT. */
  readonly thue_suat?: string | null | undefined;
}

export interface LineAmounts {
  readonly tien_hang: string;
  readonly tien_ck: string;
  readonly tien_thue: string;
  /** Line total: goods − discount + VAT. */
  readonly tien: string;
}

export interface DocumentTotals {
  readonly t_so_luong: string;
  readonly t_tien_hang: string;
  readonly t_tien_ck: string;
  readonly t_tien_thue: string;
  readonly t_tt: string;
}

export const LINE_AMOUNT_FIELDS = ['tien_hang', 'tien_ck', 'tien_thue', 'tien'] as const;
export const TOTAL_FIELDS = ['t_so_luong', 't_tien_hang', 't_tien_ck', 't_tien_thue', 't_tt'] as const;

const filled = (value: string | null | undefined): string => (value == null || value === '' ? '0' : value);

export function lineAmounts(line: LineInput): LineAmounts {
  const tien_hang = round(mul(filled(line.so_luong), filled(line.gia)));
  const rate = filled(line.ty_le_ck);
  const own = isZero(rate) ? round(filled(line.tien_ck)) : div(mul(tien_hang, rate), '100');
  const tien_ck = add(own, round(filled(line.tien_ck_pb)));
  const taxable = sub(tien_hang, tien_ck);
  const tien_thue = div(mul(taxable, filled(line.thue_suat)), '100');
  return { tien_hang, tien_ck, tien_thue, tien: add(taxable, tien_thue) };
}

export function documentTotals(lines: readonly (LineInput & LineAmounts)[]): DocumentTotals {
  const total = (pick: (line: LineInput & LineAmounts) => string) => sum(lines.map(pick));
  return {
    t_so_luong: total((l) => filled(l.so_luong)),
    t_tien_hang: total((l) => l.tien_hang),
    t_tien_ck: total((l) => l.tien_ck),
    t_tien_thue: total((l) => l.tien_thue),
    t_tt: total((l) => l.tien),
  };
}

/** Lines with their amounts and the document's totals, computed from quantities, prices and rates. */
export function computeDocument<L extends LineInput>(
  lines: readonly L[],
): { lines: (L & LineAmounts)[]; totals: DocumentTotals } {
  const computed = lines.map((line) => ({ ...line, ...lineAmounts(line) }));
  return { lines: computed, totals: documentTotals(computed) };
}

/** A sent amount that differs from the computed one: its path ('details[2].tien', 't_tt'). */
export interface AmountMismatch {
  readonly field: string;
  readonly sent: string;
  readonly computed: string;
}

function differs(sent: unknown, computed: string): boolean {
  if (sent === undefined || sent === null || sent === '') return false;
  const text = String(sent);
  return !/^-?\d+(\.\d+)?$/.test(text) || cmp(text, computed) !== 0;
}

/**
 * Amounts the client sent that disagree with the recomputation (absent ones are filled, not
 * refused): the server answers 400 naming the first of them.
 */
export function amountMismatches(
  sent: { readonly lines: readonly Record<string, unknown>[]; readonly totals: Record<string, unknown> },
  computed: { readonly lines: readonly LineAmounts[]; readonly totals: DocumentTotals },
  linesName = 'details',
): AmountMismatch[] {
  const out: AmountMismatch[] = [];
  computed.lines.forEach((line, i) => {
    for (const name of LINE_AMOUNT_FIELDS) {
      const value = sent.lines[i]?.[name];
      if (differs(value, line[name]))
        out.push({ field: `${linesName}[${i}].${name}`, sent: String(value), computed: line[name] });
    }
  });
  for (const name of TOTAL_FIELDS) {
    const value = sent.totals[name];
    if (differs(value, computed.totals[name]))
      out.push({ field: name, sent: String(value), computed: computed.totals[name] });
  }
  return out;
}
