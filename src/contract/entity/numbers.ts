/**
 * Number rules of spec §5, shared by the numeric input (while typing) and the server (on write):
 * at most 20 characters; digits, minus and dot only; leading zeros removed; at most 18 integer
 * digits; an optional precision; no dot without precision; min/max. Values are handled as decimal
 * strings so amounts never pass through a JS float.
 */

export const MAX_NUMBER_CHARS = 20;
export const MAX_INTEGER_DIGITS = 18;

export interface NumberRules {
  precision?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

/** Cleans what the user typed, keeping a half-typed value ('-', '12.') editable. */
export function cleanNumberInput(typed: string, rules: NumberRules = {}): string {
  const allowNegative = rules.min === undefined || rules.min < 0;
  const precision = rules.precision ?? 0;
  let text = typed.replace(/[^0-9.-]/g, '').slice(0, MAX_NUMBER_CHARS);
  const negative = allowNegative && text.startsWith('-');
  text = text.replace(/-/g, '');
  let [whole = '', ...rest] = text.split('.');
  whole = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_INTEGER_DIGITS);
  let out = (negative ? '-' : '') + whole;
  if (precision > 0 && rest.length > 0) out += `.${rest.join('').slice(0, precision)}`;
  return out;
}

/** Compares two canonical decimal strings; -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const negA = a.startsWith('-');
  const negB = b.startsWith('-');
  if (negA !== negB) return negA ? -1 : 1;
  const sign = negA ? -1 : 1;
  const [ai = '0', af = ''] = a.replace('-', '').split('.');
  const [bi = '0', bf = ''] = b.replace('-', '').split('.');
  if (ai.length !== bi.length) return ai.length > bi.length ? sign : -sign;
  if (ai !== bi) return ai > bi ? sign : -sign;
  const width = Math.max(af.length, bf.length);
  const fa = af.padEnd(width, '0');
  const fb = bf.padEnd(width, '0');
  if (fa === fb) return 0;
  return fa > fb ? sign : -sign;
}

/** '-0012.500' → '-12.5'; '-0' → '0'. Expects the shape checked by parseDecimal. */
function canonical(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const intPart = whole.replace(/^0+(?=\d)/, '') || '0';
  const frac = fraction.replace(/0+$/, '');
  const body = frac ? `${intPart}.${frac}` : intPart;
  return negative && body !== '0' ? `-${body}` : body;
}

export type NumberProblem = 'format' | 'tooLong' | 'tooManyDigits' | 'precision' | 'min' | 'max';

/**
 * Checks a submitted value (number or numeric string) against the rules and returns its
 * canonical decimal string, or the rule it breaks.
 */
export function parseDecimal(
  value: unknown,
  rules: NumberRules,
): { ok: true; value: string } | { ok: false; problem: NumberProblem } {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return { ok: false, problem: 'format' };
  const trimmed = text.trim();
  if (trimmed.length > MAX_NUMBER_CHARS) return { ok: false, problem: 'tooLong' };
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return { ok: false, problem: 'format' };
  const result = canonical(trimmed);
  const [whole = '', fraction = ''] = result.replace('-', '').split('.');
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, problem: 'tooManyDigits' };
  if (fraction.length > (rules.precision ?? 0)) return { ok: false, problem: 'precision' };
  if (rules.min !== undefined && compareDecimal(result, canonical(String(rules.min))) < 0)
    return { ok: false, problem: 'min' };
  if (rules.max !== undefined && compareDecimal(result, canonical(String(rules.max))) > 0)
    return { ok: false, problem: 'max' };
  return { ok: true, value: result };
}

/** Clamps a canonical value into [min, max] (the numeric input does this when it loses focus). */
export function clampDecimal(value: string, rules: NumberRules): string {
  if (rules.min !== undefined && compareDecimal(value, canonical(String(rules.min))) < 0)
    return canonical(String(rules.min));
  if (rules.max !== undefined && compareDecimal(value, canonical(String(rules.max))) > 0)
    return canonical(String(rules.max));
  return value;
}
