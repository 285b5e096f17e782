import type { DocumentType } from '../../contract/documents/define.ts';
import {
  computeDocument,
  type DocumentTotals,
  type LineAmounts,
} from '../../contract/domain/document-totals.ts';
import type { UnitChoice } from './units.ts';

/**
 * The lines grid's state and what the form sends (design/documents.md §3): every cell is the text
 * typed; amounts and totals come from the contract's one arithmetic (computeDocument), never here.
 */

/** What the product lookup brought to a line: its name, base unit, units and sale price. */
export interface LineProduct {
  readonly ma_vt: string;
  readonly ten_vt: string;
  readonly dvt: string;
  readonly gia_ban: string;
  readonly ma_thue: string;
  /** The item tracks batches and expiry: the grid shows their columns. */
  readonly theo_lo: boolean;
  readonly units: readonly UnitChoice[];
}

export interface LineState {
  /** Stable identity of the row on screen (React key, focus target). */
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
  readonly product: LineProduct | null;
  /** Read from a saved document: its item's name and units are still to be asked for. */
  readonly saved?: boolean;
}

/** The line fields a grid edits, in the order Enter and Tab walk them. */
const EDITABLE_ORDER = [
  'ma_vt',
  'dvt',
  'so_luong',
  'gia',
  'ty_le_ck',
  'ma_thue',
  'ma_kho',
  'ma_kho_nhap',
  'ma_lo',
  'ngay_hhsd',
  'ghi_chu',
] as const;

export function editableColumns(document: DocumentType): string[] {
  const fields = document.lines.details.fields;
  return EDITABLE_ORDER.filter((name) => name in fields);
}

/** Does the document price its lines (receipts, sales) or only move quantities (transfers)? */
export function isPriced(document: DocumentType): boolean {
  return 'gia' in document.lines.details.fields;
}

let keySequence = 0;

export function emptyLine(defaults: Readonly<Record<string, string>> = {}): LineState {
  keySequence += 1;
  return { key: `l${keySequence}`, values: { so_luong: '', ...defaults }, product: null };
}

/** A saved line as the grid holds it: every value as text. */
export function lineFromRecord(row: Readonly<Record<string, unknown>>): LineState {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(row))
    if (value !== null && value !== undefined && typeof value !== 'object') values[name] = String(value);
  return { ...emptyLine(), values, saved: true };
}

/** A line the user started: an item was chosen. Blank rows (the one Enter added) are not sent. */
export function isFilled(line: LineState): boolean {
  return (line.values.ma_vt ?? '') !== '';
}

/** VAT rates by tax code (accounting/taxs.thue_suat), when known. */
export type TaxRates = ReadonlyMap<string, string>;

function pricingOf(line: LineState, rates: TaxRates) {
  const v = line.values;
  return {
    so_luong: v.so_luong || '0',
    gia: v.gia || '0',
    ty_le_ck: v.ty_le_ck || '0',
    tien_ck: v.tien_ck || '0',
    thue_suat: v.ma_thue ? (rates.get(v.ma_thue) ?? null) : null,
  };
}

/** Amounts of every line (blank ones count as zero) and the totals of the filled ones. */
export function computeLines(
  lines: readonly LineState[],
  rates: TaxRates,
): { amounts: LineAmounts[]; totals: DocumentTotals } {
  const all = computeDocument(lines.map((line) => pricingOf(line, rates)));
  const filled = computeDocument(lines.filter(isFilled).map((line) => pricingOf(line, rates)));
  const amounts = all.lines.map(({ tien_hang, tien_ck, tien_thue, tien }) => ({
    tien_hang,
    tien_ck,
    tien_thue,
    tien,
  }));
  return { amounts, totals: filled.totals };
}

/** Every tax code the filled lines use has a known rate: only then are amounts sent for checking. */
export function ratesKnown(lines: readonly LineState[], rates: TaxRates): boolean {
  return lines.filter(isFilled).every((line) => !line.values.ma_thue || rates.has(line.values.ma_thue));
}

/**
 * The `details` of the body: the filled lines in order, their typed fields (empty ones left out)
 * and, when the tax rates are known, the amounts and totals the server checks against its own.
 */
export function detailsBody(
  document: DocumentType,
  lines: readonly LineState[],
  rates: TaxRates,
): { details: Record<string, unknown>[]; totals: Partial<DocumentTotals> } {
  const fields = document.lines.details.fields;
  const filled = lines.filter(isFilled);
  const priced = isPriced(document) && ratesKnown(lines, rates);
  const computed = computeDocument(filled.map((line) => pricingOf(line, rates)));
  const details = filled.map((line, i) => {
    const out: Record<string, unknown> = { line: i };
    for (const [name, value] of Object.entries(line.values))
      if (name in fields && value !== '' && name !== 'line') out[name] = value;
    const amounts = computed.lines[i];
    if (priced && amounts)
      for (const name of ['tien_hang', 'tien_ck', 'tien_thue', 'tien'] as const)
        if (name in fields) out[name] = amounts[name];
    return out;
  });
  return { details, totals: priced ? computed.totals : { t_so_luong: computed.totals.t_so_luong } };
}

/**
 * The server's refusals of lines ('details[2].so_luong') placed on the grid's rows: the index
 * counts the filled lines sent, so it is mapped back to the row on screen.
 */
export function lineErrors(
  lines: readonly LineState[],
  fields: readonly { field: string; message: string }[],
): Map<string, string> {
  const sentKeys = lines.filter(isFilled).map((line) => line.key);
  const out = new Map<string, string>();
  for (const { field, message } of fields) {
    const match = /^details\[(\d+)\]\.(\w+)/.exec(field);
    const key = match ? sentKeys[Number(match[1])] : undefined;
    if (match && key && !out.has(`${key}.${match[2]}`)) out.set(`${key}.${match[2]}`, message);
  }
  return out;
}
