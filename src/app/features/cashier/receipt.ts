import { computeDocument } from '../../../contract/domain/document-totals.ts';
import { formatNumber } from '../../../contract/domain/format.ts';
import { settlement } from './cart.ts';

/**
 * The 80 mm receipt printed after a sale, made on the device so it prints with no network too:
 * a provisional number is marked as such until the server gives the final one.
 */

export interface ReceiptInput {
  readonly shop: string;
  readonly number: string;
  readonly provisional: boolean;
  readonly when: string;
  readonly cashier: string;
  readonly customer: string;
  readonly body: Record<string, unknown>;
  readonly names: ReadonlyMap<string, string>;
  readonly paymentNames: ReadonlyMap<string, string>;
  /** VAT rate by tax code. */
  readonly taxes: ReadonlyMap<string, string>;
  readonly labels: Readonly<
    Record<'provisional' | 'total' | 'discount' | 'paid' | 'change' | 'owing' | 'thanks' | 'customer', string>
  >;
}

const esc = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

type Row = Record<string, string | null | undefined>;

export function receiptHtml(r: ReceiptInput): string {
  const details = (r.body.details as Row[]) ?? [];
  const payments = (r.body.payments as Row[]) ?? [];
  const priced = computeDocument(
    details.map((d) => ({
      so_luong: d.so_luong ?? '0',
      gia: d.gia ?? '0',
      ty_le_ck: d.ty_le_ck,
      tien_ck_pb: d.tien_ck_pb,
      thue_suat: d.ma_thue ? r.taxes.get(d.ma_thue) : undefined,
    })),
  );
  const lines = details
    .map(
      (d, i) => `<tr><td colspan="2">${esc(r.names.get(d.ma_vt ?? '') ?? d.ma_vt ?? '')}</td></tr>
      <tr><td>${formatNumber(d.so_luong)} × ${formatNumber(d.gia)}</td><td class="r">${formatNumber(priced.lines[i]?.tien)}</td></tr>`,
    )
    .join('');
  const paid = payments
    .map(
      (p) =>
        `<tr><td>${esc(r.paymentNames.get(p.ma_httt ?? '') ?? p.ma_httt ?? '')}</td><td class="r">${formatNumber(p.tien)}</td></tr>`,
    )
    .join('');
  const total = priced.totals.t_tt;
  const { change, owing } = settlement(
    total,
    payments.map((p) => ({ ma_httt: p.ma_httt ?? '', tien: p.tien ?? '0' })),
  );
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(r.number)}</title><style>
@page{size:80mm auto;margin:3mm}body{font:12px/1.35 system-ui,sans-serif;width:74mm;margin:0 auto;color:#000}
h1{font-size:15px;text-align:center;margin:0 0 4px}.c{text-align:center}.r{text-align:right}table{width:100%;border-collapse:collapse}
.t td{border-top:1px dashed #000;padding-top:3px;font-weight:700}.p{border:1px solid #000;padding:2px;text-align:center;font-weight:700;margin:4px 0}
</style></head><body><h1>${esc(r.shop)}</h1><div class="c">${esc(r.number)} · ${esc(r.when)}</div>
${r.provisional ? `<div class="p">${esc(r.labels.provisional)}</div>` : ''}
<div>${esc(r.labels.customer)}: ${esc(r.customer)}</div><div>${esc(r.cashier)}</div>
<table>${lines}<tr class="t"><td>${esc(r.labels.discount)}</td><td class="r">${formatNumber(priced.totals.t_tien_ck)}</td></tr>
<tr class="t"><td>${esc(r.labels.total)}</td><td class="r">${formatNumber(total)}</td></tr>${paid}
<tr><td>${esc(r.labels.change)}</td><td class="r">${formatNumber(change)}</td></tr>
${owing !== '0' ? `<tr><td>${esc(r.labels.owing)}</td><td class="r">${formatNumber(owing)}</td></tr>` : ''}</table>
<p class="c">${esc(r.labels.thanks)}</p></body></html>`;
}

/** Prints the receipt through a hidden frame (works offline; the page stays as it is). */
export function printReceipt(html: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.srcdoc = html;
  frame.onload = () => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  };
  document.body.append(frame);
}
