import { add, sub, sum } from '../../../contract/domain/decimal.ts';
import { moneyInWords } from '../../../contract/domain/money-words.ts';

/**
 * An invoice in the tax authority's e-invoice data format (Decree 123/2020/NĐ-CP, Circular
 * 78/2021/TT-BTC; element names of the General Department of Taxation's XML format): HDon /
 * DLHDon (Id = the client key) / TTChung (general data) and NDHDon (seller NBan, buyer NMua, lines
 * DSHHDVu/HHDVu, totals TToan). The number (SHDon) and the tax authority's code are the provider's:
 * they are not sent. Pure: the same order always gives the same text.
 */

export interface InvoiceParty {
  readonly name: string;
  readonly taxCode?: string | undefined;
  readonly address?: string | undefined;
  readonly phone?: string | undefined;
  readonly email?: string | undefined;
}

export interface InvoiceBuyer extends InvoiceParty {
  /** The customer's code (MKHang). */
  readonly code?: string | undefined;
  /** The person who bought (HVTNMHang), beside the company. */
  readonly buyerName?: string | undefined;
}

export interface InvoiceLine {
  readonly code: string;
  readonly name: string;
  readonly unit?: string | undefined;
  readonly quantity: string;
  readonly price: string;
  /** Goods value before discount (quantity × price, whole dong). */
  readonly amount: string;
  readonly discount: string;
  /** VAT rate in percent ('10'), or null: not subject to VAT (KCT). */
  readonly rate: string | null;
  readonly tax: string;
}

/** The invoice an original is replaced by names it (TTHDLQuan). */
export interface RelatedInvoice {
  readonly template: string;
  readonly series: string;
  readonly number: string;
  readonly date: string;
}

export interface InvoiceData {
  readonly key: string;
  /** sale_invoice_type: '1' (or empty) VAT invoice, '2' sales invoice, else the name as typed. */
  readonly type: string;
  readonly template: string;
  readonly series: string;
  readonly date: string;
  readonly paymentMethod: string;
  readonly seller: InvoiceParty;
  readonly buyer: InvoiceBuyer;
  readonly lines: readonly InvoiceLine[];
  readonly replaces?: RelatedInvoice | undefined;
}

export const FORMAT_VERSION = '2.0.0';

export function invoiceTypeName(type: string): string {
  if (type === '' || type === '1') return 'Hóa đơn giá trị gia tăng';
  if (type === '2') return 'Hóa đơn bán hàng';
  return type;
}

/** TSuat as the format writes it: '10%', '0%', or 'KCT' (not subject to VAT). */
export function rateText(rate: string | null): string {
  return rate === null ? 'KCT' : `${rate}%`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** `<Name>value</Name>`, nothing when the value is empty (optional elements are left out). */
function el(name: string, value: string | null | undefined): string {
  return value === undefined || value === null || value === ''
    ? ''
    : `<${name}>${escapeXml(value)}</${name}>`;
}

const wrap = (name: string, inner: string) => `<${name}>${inner}</${name}>`;

export interface InvoiceTotals {
  readonly byRate: readonly { rate: string | null; amount: string; tax: string }[];
  readonly beforeTax: string;
  readonly tax: string;
  readonly discount: string;
  readonly total: string;
}

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const net = (l: InvoiceLine) => sub(l.amount, l.discount);
  const rates = [...new Set(lines.map((l) => l.rate))];
  const byRate = rates.map((rate) => {
    const of = lines.filter((l) => l.rate === rate);
    return { rate, amount: sum(of.map(net)), tax: sum(of.map((l) => l.tax)) };
  });
  const beforeTax = sum(lines.map(net));
  const tax = sum(lines.map((l) => l.tax));
  return { byRate, beforeTax, tax, discount: sum(lines.map((l) => l.discount)), total: add(beforeTax, tax) };
}

function general(data: InvoiceData): string {
  const related = data.replaces
    ? wrap(
        'TTHDLQuan',
        el('TCHDon', '1') +
          el('LHDCLQuan', '1') +
          el('KHMSHDCLQuan', data.replaces.template) +
          el('KHHDCLQuan', data.replaces.series) +
          el('SHDCLQuan', data.replaces.number) +
          el('NLHDCLQuan', data.replaces.date),
      )
    : '';
  return wrap(
    'TTChung',
    el('PBan', FORMAT_VERSION) +
      el('THDon', invoiceTypeName(data.type)) +
      el('KHMSHDon', data.template) +
      el('KHHDon', data.series) +
      el('NLap', data.date) +
      el('DVTTe', 'VND') +
      el('TGia', '1') +
      el('HTTToan', data.paymentMethod) +
      related,
  );
}

/**
 * A party in the format's order: NBan (the seller) or NMua (the buyer). The seller has no customer
 * code nor buyer's name, so those elements are left out of NBan.
 */
function party(tag: 'NBan' | 'NMua', p: InvoiceBuyer): string {
  return wrap(
    tag,
    el('Ten', p.name) +
      el('MST', p.taxCode) +
      el('DChi', p.address) +
      el('MKHang', p.code) +
      el('SDThoai', p.phone) +
      el('DCTDTu', p.email) +
      el('HVTNMHang', p.buyerName),
  );
}

function line(l: InvoiceLine, i: number, vat: boolean): string {
  return wrap(
    'HHDVu',
    el('TChat', '1') +
      el('STT', String(i + 1)) +
      el('MHHDVu', l.code) +
      el('THHDVu', l.name) +
      el('DVTinh', l.unit) +
      el('SLuong', l.quantity) +
      el('DGia', l.price) +
      el('STCKhau', l.discount) +
      el('ThTien', sub(l.amount, l.discount)) +
      (vat ? el('TSuat', rateText(l.rate)) : ''),
  );
}

function payment(totals: InvoiceTotals, vat: boolean): string {
  const byRate = vat
    ? wrap(
        'THTTLTSuat',
        totals.byRate
          .map((r) =>
            wrap('LTSuat', el('TSuat', rateText(r.rate)) + el('ThTien', r.amount) + el('TThue', r.tax)),
          )
          .join(''),
      )
    : '';
  return wrap(
    'TToan',
    byRate +
      el('TgTCThue', totals.beforeTax) +
      (vat ? el('TgTThue', totals.tax) : '') +
      el('TTCKTMai', totals.discount) +
      el('TgTTTBSo', totals.total) +
      el('TgTTTBChu', moneyInWords(totals.total)),
  );
}

export function invoiceXml(data: InvoiceData): string {
  const vat = invoiceTypeName(data.type) !== 'Hóa đơn bán hàng';
  const totals = invoiceTotals(data.lines);
  const content = wrap(
    'NDHDon',
    party('NBan', data.seller) +
      party('NMua', data.buyer) +
      wrap('DSHHDVu', data.lines.map((l, i) => line(l, i, vat)).join('')) +
      payment(totals, vat),
  );
  return `<?xml version="1.0" encoding="UTF-8"?><HDon><DLHDon Id="${escapeXml(data.key)}">${general(data)}${content}</DLHDon></HDon>`;
}
