import { formatNumber } from '../../../contract/domain/format.ts';

/** Text placed in HTML: every character that could open markup escaped. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A decimal string as Vietnamese vouchers print it: dots between thousands, a comma before decimals. */
export function printedNumber(value: string): string {
  const grouped = formatNumber(value);
  return grouped.replace(/[,.]/g, (c) => (c === ',' ? '.' : ','));
}

/** A complete printable page: the print CSS, the page size, and the body. */
export function page(input: { lang: string; title: string; css: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<style>${input.css}</style>
</head>
<body>
${input.body}
</body>
</html>
`;
}
