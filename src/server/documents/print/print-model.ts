import { msg } from '@lingui/core/macro';
import type { DocumentType } from '../../../contract/documents/define.ts';
import { formatDay } from '../../../contract/domain/format.ts';
import { moneyInWordsOrEmpty } from '../../../contract/domain/money-words.ts';
import type { Translate } from '../../../contract/entity/messages.ts';

/**
 * What a printed document shows (design/documents.md §6), gathered from the document, its
 * references and the company settings: the renderers (voucher-a4.ts, receipt-k80.ts) only lay it out.
 */

type Row = Readonly<Record<string, unknown>>;

export interface Company {
  readonly name: string;
  readonly taxCode: string;
  readonly address: string;
  readonly phone: string;
  readonly email: string;
}

export interface PrintLine {
  readonly ma_vt: string;
  readonly ten_vt: string;
  readonly dvt: string;
  readonly so_luong: string;
  readonly gia: string;
  /** Quantity × price (the line's VAT and discount are in the totals). */
  readonly tien_hang: string;
  readonly tien_ck: string;
  readonly tien_thue: string;
  readonly tien: string;
  readonly kho: string;
  readonly kho_nhap: string;
  readonly ma_lo: string;
}

export interface PrintData {
  readonly lang: string;
  readonly company: Company;
  readonly title: string;
  readonly number: string;
  readonly date: string;
  readonly branch: string;
  /** 'Nhà cung cấp: NCC01 — Công ty…', or none (transfers). */
  readonly counterpart: { readonly label: string; readonly value: string } | null;
  readonly description: string;
  readonly priced: boolean;
  readonly transfer: boolean;
  readonly lines: readonly PrintLine[];
  readonly totals: {
    readonly quantity: string;
    readonly goods: string;
    readonly discount: string;
    readonly tax: string;
    readonly total: string;
  };
  readonly words: string;
  readonly signatures: readonly string[];
  readonly labels: Readonly<Record<LabelName, string>>;
}

/** Names of the codes a document holds, read once for the print: items, units, warehouses. */
export interface PrintNames {
  readonly items: ReadonlyMap<string, string>;
  readonly units: ReadonlyMap<string, string>;
  readonly warehouses: ReadonlyMap<string, string>;
}

export const LABELS = {
  stt: msg`STT`,
  code: msg`Mã hàng`,
  item: msg`Tên hàng hóa, dịch vụ`,
  unit: msg`ĐVT`,
  quantity: msg`Số lượng`,
  price: msg`Đơn giá`,
  amount: msg`Thành tiền`,
  warehouse: msg`Kho`,
  toWarehouse: msg`Kho nhập`,
  batch: msg`Số lô`,
  number: msg`Số`,
  date: msg`Ngày`,
  branch: msg`Chi nhánh`,
  description: msg`Diễn giải`,
  taxCode: msg`MST`,
  phone: msg`ĐT`,
  totalQuantity: msg`Tổng số lượng`,
  goods: msg`Tiền hàng`,
  discount: msg`Chiết khấu`,
  tax: msg`Tiền thuế GTGT`,
  total: msg`Tổng cộng`,
  inWords: msg`Số tiền viết bằng chữ`,
  signHint: msg`(Ký, họ tên)`,
  thanks: msg`Cảm ơn quý khách!`,
} as const;
export type LabelName = keyof typeof LABELS;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const named = (names: ReadonlyMap<string, string>, code: string) => names.get(code) ?? code;

/** Who signs the voucher, by what the document moves: in from a supplier, out to a customer, between warehouses. */
function signaturesOf(document: DocumentType, t: Translate): string[] {
  const header = document.header.fields;
  const middle =
    'ma_kho_nhap' in document.lines.details.fields
      ? [t(msg`Thủ kho xuất`), t(msg`Thủ kho nhập`)]
      : 'ma_ncc' in header
        ? [t(msg`Người giao hàng`), t(msg`Thủ kho`)]
        : [t(msg`Người nhận hàng`), t(msg`Thủ kho`)];
  return [t(msg`Người lập phiếu`), ...middle, t(msg`Kế toán trưởng`)];
}

function counterpartOf(document: DocumentType, record: Row, t: Translate): PrintData['counterpart'] {
  for (const [code, name] of [
    ['ma_ncc', 'ten_ncc'],
    ['ma_kh', 'ten_kh'],
  ] as const) {
    const field = document.header.fields[code];
    if (!field || !record[code]) continue;
    const shown = [text(record[code]), text(record[name])].filter(Boolean).join(' — ');
    return { label: t(field.label), value: shown };
  }
  return null;
}

export function buildPrintData(input: {
  document: DocumentType;
  record: Row & { readonly details?: readonly Row[] };
  names: PrintNames;
  company: Company;
  t: Translate;
  lang: string;
}): PrintData {
  const { document, record, names, t } = input;
  const voucher = document.voucherTypes.find((v) => v.ma_ct === record.ma_ct) ?? document.voucherTypes[0];
  const title = text(record.ten_ct) || (input.lang === 'en' ? voucher.ten_ct2 : voucher.ten_ct);
  const lines = (record.details ?? []).map(
    (line): PrintLine => ({
      ma_vt: text(line.ma_vt),
      ten_vt: named(names.items, text(line.ma_vt)),
      dvt: named(names.units, text(line.dvt)),
      so_luong: text(line.so_luong),
      gia: text(line.gia),
      tien_hang: text(line.tien_hang),
      tien_ck: text(line.tien_ck),
      tien_thue: text(line.tien_thue),
      tien: text(line.tien),
      kho: named(names.warehouses, text(line.ma_kho)),
      kho_nhap: line.ma_kho_nhap ? named(names.warehouses, text(line.ma_kho_nhap)) : '',
      ma_lo: text(line.ma_lo),
    }),
  );
  const priced = 'gia' in document.lines.details.fields;
  return {
    lang: input.lang,
    company: input.company,
    title,
    number: text(record.so_ct),
    date: formatDay(record.ngay_ct),
    branch: [text(record.ma_dvcs), text(record.ten_dvcs)].filter(Boolean).join(' — '),
    counterpart: counterpartOf(document, record, t),
    description: text(record.dien_giai),
    priced,
    transfer: 'ma_kho_nhap' in document.lines.details.fields,
    lines,
    totals: {
      quantity: text(record.t_so_luong) || '0',
      goods: text(record.t_tien_hang) || '0',
      discount: text(record.t_tien_ck) || '0',
      tax: text(record.t_tien_thue) || '0',
      total: text(record.t_tt) || '0',
    },
    words: priced ? moneyInWordsOrEmpty(text(record.t_tt) || '0') : '',
    signatures: signaturesOf(document, t),
    labels: Object.fromEntries(Object.entries(LABELS).map(([k, m]) => [k, t(m)])) as PrintData['labels'],
  };
}
