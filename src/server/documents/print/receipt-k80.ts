import { escapeHtml as e, printedNumber as n, page } from './html.ts';
import type { PrintData } from './print-model.ts';

/** Print CSS of the 80 mm roll: 72 mm of printable width, no page margins, a monospace-like rhythm. */
const CSS = `
@page { size: 80mm auto; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font: 12px/1.35 "Be Vietnam Pro", Arial, sans-serif; color: #000; }
.roll { width: 72mm; margin: 0 auto; padding: 4mm 0; }
.center { text-align: center; }
h1 { font-size: 14px; margin: 6px 0 2px; text-transform: uppercase; text-align: center; }
hr { border: 0; border-top: 1px dashed #000; margin: 6px 0; }
.line { display: flex; justify-content: space-between; gap: 6px; }
.item { margin: 3px 0; }
.item .name { font-weight: 600; }
.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
.total { font-size: 14px; font-weight: 700; }
.words { font-style: italic; margin-top: 4px; }
`;

function itemBlock(d: PrintData, line: PrintData['lines'][number]): string {
  const amount = d.priced ? `<span class="num">${n(line.tien_hang)}</span>` : '';
  const each = d.priced ? ` × ${n(line.gia)}` : '';
  return `<div class="item"><div class="name">${e(line.ten_vt)}</div><div class="line"><span>${n(line.so_luong)} ${e(line.dvt)}${each}</span>${amount}</div></div>`;
}

/** The 80 mm receipt a cashier hands over: the company, number and time, the items, the total in figures and words. */
export function renderReceiptK80(d: PrintData): string {
  const c = d.company;
  const total = d.priced
    ? `<div class="line total"><span>${e(d.labels.total)}</span><span class="num">${n(d.totals.total)}</span></div>${
        d.words ? `<div class="words">${e(d.words)}</div>` : ''
      }`
    : `<div class="line total"><span>${e(d.labels.totalQuantity)}</span><span class="num">${n(d.totals.quantity)}</span></div>`;
  const body = `<main class="roll">
<div class="center"><strong>${e(c.name)}</strong><br>${e(c.address)}${c.phone ? `<br>${e(d.labels.phone)}: ${e(c.phone)}` : ''}</div>
<h1>${e(d.title)}</h1>
<div class="center">${e(d.labels.number)}: ${e(d.number)} · ${e(d.date)}</div>
${d.counterpart ? `<div>${e(d.counterpart.label)}: ${e(d.counterpart.value)}</div>` : ''}
<hr>
${d.lines.map((line) => itemBlock(d, line)).join('')}
<hr>
${d.priced && d.totals.discount !== '0' ? `<div class="line"><span>${e(d.labels.discount)}</span><span class="num">-${n(d.totals.discount)}</span></div>` : ''}
${d.priced && d.totals.tax !== '0' ? `<div class="line"><span>${e(d.labels.tax)}</span><span class="num">${n(d.totals.tax)}</span></div>` : ''}
${total}
<hr>
<div class="center">${e(d.labels.thanks)}</div>
</main>`;
  return page({ lang: d.lang, title: `${d.title} ${d.number}`, css: CSS, body });
}
