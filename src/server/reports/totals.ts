import type { ReportDef, ReportRow } from '../../contract/reports/define.ts';

/**
 * The totals row, exactly: decimal strings are summed as scaled integers (never floats), and a
 * percent column is recomputed from its summed parts, since a sum of percentages means nothing.
 */

function scaled(value: string): { units: bigint; scale: number } {
  const [whole = '0', fraction = ''] = value.split('.');
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

function show(units: bigint, scale: number): string {
  if (scale === 0) return units.toString();
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`.replace(/\.?0+$/, '');
  return negative ? `-${text}` : text;
}

/** The exact sum of decimal strings and integers. */
export function decimalSum(values: readonly (string | number | null)[]): string {
  const parts = values.filter((v) => v !== null && v !== '').map((v) => scaled(String(v)));
  const scale = Math.max(0, ...parts.map((part) => part.scale));
  const units = parts.reduce((sum, part) => sum + part.units * 10n ** BigInt(scale - part.scale), 0n);
  return show(units, scale);
}

/** 100 × part / whole to one decimal place (rounded half up), or null when the whole is 0. */
export function percentOf(part: string, whole: string): string | null {
  const p = scaled(part);
  const w = scaled(whole);
  const scale = Math.max(p.scale, w.scale);
  const pu = p.units * 10n ** BigInt(scale - p.scale);
  const wu = w.units * 10n ** BigInt(scale - w.scale);
  if (wu === 0n) return null;
  const tenths = (pu * 2000n + wu) / (2n * wu);
  return show(tenths, 1);
}

export function reportTotals(report: ReportDef, rows: readonly ReportRow[]): Record<string, string> {
  const totals: Record<string, string> = {};
  for (const id of report.totals) {
    if (!report.ratios?.[id]) totals[id] = decimalSum(rows.map((row) => row[id] ?? null));
  }
  for (const [id, [part, whole]] of Object.entries(report.ratios ?? {})) {
    totals[id] = percentOf(totals[part] ?? '0', totals[whole] ?? '0') ?? '';
  }
  return totals;
}
