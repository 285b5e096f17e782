import { escapeHtml as e, printedNumber as n, page } from './html.ts';
import type { PrintData } from './print-model.ts';

/** Print CSS of the A4 voucher: the page's margins, a table that repeats its head across pages. */
const CSS = `
@page { size: A4; margin: 12mm 12mm 14mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 12px/1.45 "Be Vietnam Pro", "Segoe UI", Arial, sans-serif; color: #000; }
.sheet { max-width: 190mm; margin: 0 auto; padding: 8px; }
.company { display: flex; justify-content: space-between; gap: 16px; }
.company strong { font-size: 13px; text-transform: uppercase; }
.company .meta { text-align: right; white-space: nowrap; }
h1 { margin: 14px 0 2px; text-align: center; font-size: 20px; text-transform: uppercase; letter-spacing: .5px; }
.date { text-align: center; font-style: italic; margin: 0 0 10px; }
.facts { margin: 0 0 10px; display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; }
.facts dt { color: #333; }
.facts dd { margin: 0; font-weight: 600; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
th, td { border: 1px solid #000; padding: 4px 5px; vertical-align: top; }
th { background: #f1f1f1; font-weight: 600; text-align: center; }
td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
td.c { text-align: center; }
tr { page-break-inside: avoid; }
tfoot td { font-weight: 600; }
.words { margin: 8px 0 0; }
.words em { font-weight: 600; }
.signs { margin-top: 18px; display: grid; grid-template-columns: repeat(4, 1fr); text-align: center; page-break-inside: avoid; }
.signs strong { display: block; }
.signs span { font-style: italic; font-size: 11px; }
.signs div { min-height: 90px; }
@media screen { body { background: #fff; } }
`;

function headRow(d: PrintData): string {
  const l = d.labels;
  const cells = [l.stt, l.code, l.item, l.unit, l.quantity];
  if (d.priced) cells.push(l.price, l.amount);
  cells.push(l.warehouse);
  if (d.transfer) cells.push(l.toWarehouse);
  return `<tr>${cells.map((c) => `<th>${e(c)}</th>`).join('')}</tr>`;
}

function lineRow(d: PrintData, line: PrintData['lines'][number], i: number): string {
  const cells = [
    `<td class="c">${i + 1}</td>`,
    `<td>${e(line.ma_vt)}</td>`,
    `<td>${e(line.ten_vt)}${line.ma_lo ? ` <small>(${e(d.labels.batch)} ${e(line.ma_lo)})</small>` : ''}</td>`,
    `<td class="c">${e(line.dvt)}</td>`,
    `<td class="num">${n(line.so_luong)}</td>`,
  ];
  if (d.priced)
    cells.push(`<td class="num">${n(line.gia)}</td>`, `<td class="num">${n(line.tien_hang)}</td>`);
  cells.push(`<td>${e(line.kho)}</td>`);
  if (d.transfer) cells.push(`<td>${e(line.kho_nhap)}</td>`);
  return `<tr>${cells.join('')}</tr>`;
}

function totalRows(d: PrintData): string {
  const span = (n: number) => `colspan="${n}"`;
  const width = 5 + (d.priced ? 2 : 0) + 1 + (d.transfer ? 1 : 0);
  if (!d.priced)
    return `<tr><td ${span(4)}>${e(d.labels.totalQuantity)}</td><td class="num">${n(d.totals.quantity)}</td><td ${span(width - 5)}></td></tr>`;
  const row = (label: string, value: string) =>
    `<tr><td ${span(6)}>${e(label)}</td><td class="num">${n(value)}</td><td ${span(width - 7)}></td></tr>`;
  return [
    row(d.labels.goods, d.totals.goods),
    d.totals.discount !== '0' ? row(d.labels.discount, d.totals.discount) : '',
    d.totals.tax !== '0' ? row(d.labels.tax, d.totals.tax) : '',
    row(d.labels.total, d.totals.total),
  ].join('');
}

function fact(label: string, value: string): string {
  return value ? `<dt>${e(label)}:</dt><dd>${e(value)}</dd>` : '';
}

/** The A4 voucher: company, title, number and date, counterpart, lines, totals in figures and words, signatures. */
export function renderVoucherA4(d: PrintData): string {
  const c = d.company;
  const contact = [c.phone ? `${d.labels.phone}: ${c.phone}` : '', c.email].filter(Boolean).join(' · ');
  const body = `<main class="sheet">
<header class="company">
  <div><strong>${e(c.name)}</strong><br>${e(c.address)}${contact ? `<br>${e(contact)}` : ''}</div>
  <div class="meta">${c.taxCode ? `${e(d.labels.taxCode)}: ${e(c.taxCode)}<br>` : ''}${e(d.labels.number)}: <strong>${e(d.number)}</strong></div>
</header>
<h1>${e(d.title)}</h1>
<p class="date">${e(d.labels.date)} ${e(d.date)}</p>
<dl class="facts">
${d.counterpart ? fact(d.counterpart.label, d.counterpart.value) : ''}${fact(d.labels.branch, d.branch)}${fact(d.labels.description, d.description)}
</dl>
<table>
<thead>${headRow(d)}</thead>
<tbody>${d.lines.map((line, i) => lineRow(d, line, i)).join('')}</tbody>
<tfoot>${totalRows(d)}</tfoot>
</table>
${d.words ? `<p class="words">${e(d.labels.inWords)}: <em>${e(d.words)}</em></p>` : ''}
<section class="signs">
${d.signatures.map((who) => `<div><strong>${e(who)}</strong><span>${e(d.labels.signHint)}</span></div>`).join('')}
</section>
</main>`;
  return page({ lang: d.lang, title: `${d.title} ${d.number}`, css: CSS, body });
}
