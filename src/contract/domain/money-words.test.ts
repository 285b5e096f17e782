import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyInWords, moneyInWordsOrEmpty, parseDong } from './money-words.ts';

/** Reads the words back into a number: the inverse the property test checks against. */
const VALUES: Record<string, number> = {
  không: 0,
  một: 1,
  mốt: 1,
  hai: 2,
  ba: 3,
  bốn: 4,
  tư: 4,
  năm: 5,
  lăm: 5,
  sáu: 6,
  bảy: 7,
  tám: 8,
  chín: 9,
};

function readGroupWords(words: string[]): bigint {
  let total = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === 'lẻ') continue;
    if (word === 'mười') total += 10;
    else if (word in VALUES) {
      const next = words[i + 1];
      const scale = next === 'trăm' ? 100 : next === 'mươi' ? 10 : 1;
      total += (VALUES[word] as number) * scale;
      if (scale > 1) i++;
    } else throw new Error(`unexpected word ${word}`);
  }
  return BigInt(total);
}

function wordsToNumber(words: string[]): bigint {
  const billion = words.lastIndexOf('tỷ');
  if (billion >= 0)
    return wordsToNumber(words.slice(0, billion)) * 1_000_000_000n + wordsToNumber(words.slice(billion + 1));
  for (const [unit, scale] of [
    ['triệu', 1_000_000n],
    ['nghìn', 1000n],
  ] as const) {
    const at = words.indexOf(unit);
    if (at >= 0) return readGroupWords(words.slice(0, at)) * scale + wordsToNumber(words.slice(at + 1));
  }
  return readGroupWords(words);
}

function readBack(sentence: string): bigint {
  const words = sentence.toLowerCase().split(' ');
  expect(words.pop()).toBe('đồng');
  const negative = words[0] === 'âm';
  const value = wordsToNumber(negative ? words.slice(1) : words);
  return negative ? -value : value;
}

describe('moneyInWords', () => {
  it.each([
    ['0', 'Không đồng'],
    ['5', 'Năm đồng'],
    ['10', 'Mười đồng'],
    ['11', 'Mười một đồng'],
    ['14', 'Mười bốn đồng'],
    ['15', 'Mười lăm đồng'],
    ['21', 'Hai mươi mốt đồng'],
    ['24', 'Hai mươi tư đồng'],
    ['25', 'Hai mươi lăm đồng'],
    ['40', 'Bốn mươi đồng'],
    ['105', 'Một trăm lẻ năm đồng'],
    ['110', 'Một trăm mười đồng'],
    ['1000', 'Một nghìn đồng'],
    ['1005', 'Một nghìn không trăm lẻ năm đồng'],
    ['1250000', 'Một triệu hai trăm năm mươi nghìn đồng'],
    ['2000050', 'Hai triệu không trăm năm mươi đồng'],
    ['1000000000', 'Một tỷ đồng'],
    ['3500000000', 'Ba tỷ năm trăm triệu đồng'],
    ['1000000021', 'Một tỷ không trăm hai mươi mốt đồng'],
    ['1001000000000', 'Một nghìn không trăm lẻ một tỷ đồng'],
    ['1000000000000000000', 'Một tỷ tỷ đồng'],
    ['-15000', 'Âm mười lăm nghìn đồng'],
  ])('%s → %s', (amount, words) => {
    expect(moneyInWords(amount)).toBe(words);
  });

  it('takes a bigint as well as a string', () => {
    expect(moneyInWords(1_250_000n)).toBe('Một triệu hai trăm năm mươi nghìn đồng');
    expect(moneyInWords(' 1250000 ')).toBe('Một triệu hai trăm năm mươi nghìn đồng');
  });

  it('refuses decimals and anything not a whole number of dong', () => {
    expect(() => moneyInWords('12.5')).toThrow(RangeError);
    expect(() => moneyInWords('1e6')).toThrow(RangeError);
    expect(() => moneyInWords('')).toThrow(RangeError);
    expect(parseDong('-7')).toBe(-7n);
  });

  it('reads a typed amount, and nothing while it is not a whole amount yet', () => {
    expect(moneyInWordsOrEmpty('250000')).toBe('Hai trăm năm mươi nghìn đồng');
    expect(moneyInWordsOrEmpty('')).toBe('');
    expect(moneyInWordsOrEmpty('12.5')).toBe('');
    expect(moneyInWordsOrEmpty(null)).toBe('');
  });

  it('reads back to the same amount, for any amount up to 10^21', () => {
    const amounts = fc.bigInt({ min: -(10n ** 21n), max: 10n ** 21n });
    fc.assert(fc.property(amounts, (amount) => readBack(moneyInWords(amount)) === amount));
  });

  it('uses mốt, tư and lăm where Vietnamese reads them, never the plain digit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (amount) => {
        const words = moneyInWords(amount).toLowerCase();
        expect(words).not.toMatch(/mươi một|mươi bốn|mươi năm|mười năm|lẻ mốt|lẻ tư|lẻ lăm/);
        expect(words).not.toMatch(/ {2}|^ | $/);
        expect(words.startsWith('không') && amount !== 0n).toBe(false);
      }),
    );
  });
});
