/**
 * An amount of dong in Vietnamese words, as printed vouchers spell it:
 * 1250000 → 'Một triệu hai trăm năm mươi nghìn đồng'. The amount is an integer carried as a bigint
 * or a decimal string, never a float (DESIGN.md §3): 10^18 dong would not survive a double.
 */

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;
const BILLION = 1_000_000_000n;

function digit(n: number): string {
  return DIGITS[n] ?? '';
}

/** The units digit after 'mươi' / 'mười': 21 'hai mươi mốt', 24 'hai mươi tư', 15 'mười lăm'. */
function unitsAfterTens(tens: number, units: number): string {
  if (units === 0) return '';
  if (units === 5) return 'lăm';
  if (tens >= 2 && units === 1) return 'mốt';
  if (tens >= 2 && units === 4) return 'tư';
  return digit(units);
}

/**
 * One group of three digits. `full` reads the hundreds even when zero, as every group after the
 * first does ('một nghìn không trăm lẻ năm').
 */
function readGroup(group: number, full: boolean): string[] {
  const hundreds = Math.floor(group / 100);
  const tens = Math.floor(group / 10) % 10;
  const units = group % 10;
  const words: string[] = [];
  if (hundreds > 0 || full) words.push(digit(hundreds), 'trăm');
  if (tens === 0) {
    if (units > 0) words.push(...(words.length > 0 ? ['lẻ', digit(units)] : [digit(units)]));
  } else {
    words.push(tens === 1 ? 'mười' : `${digit(tens)} mươi`, unitsAfterTens(tens, units));
  }
  return words.filter(Boolean);
}

/** Below a billion: millions, thousands and units; zero groups are left out. */
function readBelowBillion(n: number, leading: boolean): string[] {
  const groups: [number, string][] = [
    [Math.floor(n / 1_000_000), 'triệu'],
    [Math.floor(n / 1000) % 1000, 'nghìn'],
    [n % 1000, ''],
  ];
  const words: string[] = [];
  for (const [group, unit] of groups) {
    if (group === 0) continue;
    const full = !leading || words.length > 0;
    words.push(...readGroup(group, full), unit);
  }
  return words.filter(Boolean);
}

/** Any natural number: the part above a billion is read the same way, then 'tỷ' (tỷ tỷ beyond). */
function readNatural(n: bigint, leading: boolean): string[] {
  if (n < BILLION) return readBelowBillion(Number(n), leading);
  const low = n % BILLION;
  const high = readNatural(n / BILLION, leading);
  return low === 0n ? [...high, 'tỷ'] : [...high, 'tỷ', ...readBelowBillion(Number(low), false)];
}

/** Parses a whole number of dong; throws on decimals, floats and anything else. */
export function parseDong(amount: bigint | string): bigint {
  if (typeof amount === 'bigint') return amount;
  const text = amount.trim();
  if (!/^-?\d+$/.test(text)) throw new RangeError(`Not a whole number of dong: ${amount}`);
  return BigInt(text);
}

/** The amount in words, capitalised, ending in 'đồng'; zero is 'Không đồng', below zero 'Âm …'. */
export function moneyInWords(amount: bigint | string): string {
  const value = parseDong(amount);
  const magnitude = value < 0n ? -value : value;
  const words = magnitude === 0n ? ['không'] : readNatural(magnitude, true);
  const sentence = [...(value < 0n ? ['âm'] : []), ...words, 'đồng'].join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The words of a typed amount, or '' while it is not a whole number of dong (empty, decimals). */
export function moneyInWordsOrEmpty(amount: string | null | undefined): string {
  const text = (amount ?? '').trim();
  return /^-?\d{1,30}$/.test(text) ? moneyInWords(text) : '';
}
