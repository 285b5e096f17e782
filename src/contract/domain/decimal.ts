/**
 * Exact decimal arithmetic on canonical decimal strings ('-12.5'), through BigInt: quantities,
 * prices and amounts of documents never pass through a JS float. Results are canonical (no
 * trailing zeros, no '-0').
 */

interface Scaled {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function isDecimal(text: string): boolean {
  return DECIMAL.test(text);
}

function parse(text: string): Scaled {
  if (!DECIMAL.test(text)) throw new Error(`Not a decimal: ${text}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

function format({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const body = fraction ? `${whole}.${fraction}` : whole;
  return negative && body !== '0' ? `-${body}` : body;
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

export function add(a: string, b: string): string {
  const [x, y, scale] = align(parse(a), parse(b));
  return format({ units: x + y, scale });
}

export function sub(a: string, b: string): string {
  const [x, y, scale] = align(parse(a), parse(b));
  return format({ units: x - y, scale });
}

export function mul(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return format({ units: x.units * y.units, scale: x.scale + y.scale });
}

export function neg(a: string): string {
  return a.startsWith('-') ? a.slice(1) : a === '0' ? a : `-${a}`;
}

export function sum(values: readonly string[]): string {
  return values.reduce((total, value) => add(total, value), '0');
}

/** -1, 0 or 1. */
export function cmp(a: string, b: string): number {
  const [x, y] = align(parse(a), parse(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isZero(a: string): boolean {
  return parse(a).units === 0n;
}

/** n / d rounded half away from zero to `digits` decimals (money: 0 = whole dong). */
function roundedQuotient(n: bigint, d: bigint, digits: number): bigint {
  if (d === 0n) throw new Error('Division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const scaled = an * 10n ** BigInt(digits);
  const q = scaled / ad;
  const rounded = (scaled % ad) * 2n >= ad ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/** a rounded half away from zero to `digits` decimals. */
export function round(a: string, digits = 0): string {
  const x = parse(a);
  return format({ units: roundedQuotient(x.units, 10n ** BigInt(x.scale), digits), scale: digits });
}

/** a / b rounded half away from zero to `digits` decimals. */
export function div(a: string, b: string, digits = 0): string {
  const [x, y] = align(parse(a), parse(b));
  return format({ units: roundedQuotient(x, y, digits), scale: digits });
}
