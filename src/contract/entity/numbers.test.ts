import { describe, expect, it } from 'vitest';
import { clampDecimal, cleanNumberInput, compareDecimal, parseDecimal } from './numbers.ts';

describe('cleanNumberInput (typing in a number field)', () => {
  it('keeps digits, one leading minus and a dot only with precision', () => {
    expect(cleanNumberInput('1a2b3')).toBe('123');
    expect(cleanNumberInput('-12-3')).toBe('-123');
    expect(cleanNumberInput('12.5')).toBe('12');
    expect(cleanNumberInput('12.567', { precision: 2 })).toBe('12.56');
    expect(cleanNumberInput('12.', { precision: 2 })).toBe('12.');
  });

  it('removes leading zeros, caps 18 integer digits and 20 characters', () => {
    expect(cleanNumberInput('000120')).toBe('120');
    expect(cleanNumberInput('0.5', { precision: 1 })).toBe('0.5');
    expect(cleanNumberInput('1234567890123456789012')).toBe('123456789012345678');
  });

  it('drops the minus when the minimum is not negative', () => {
    expect(cleanNumberInput('-5', { min: 0 })).toBe('5');
  });
});

describe('parseDecimal (server-side check)', () => {
  it('returns canonical decimal strings without passing through a float', () => {
    expect(parseDecimal('00123.4500', { precision: 4 })).toEqual({ ok: true, value: '123.45' });
    expect(parseDecimal('123456789012345678', {})).toEqual({ ok: true, value: '123456789012345678' });
    expect(parseDecimal(-0, {})).toEqual({ ok: true, value: '0' });
  });

  it('names the broken rule', () => {
    expect(parseDecimal('1e5', {})).toEqual({ ok: false, problem: 'format' });
    expect(parseDecimal('1234567890123456789', {})).toEqual({ ok: false, problem: 'tooManyDigits' });
    expect(parseDecimal('1.5', {})).toEqual({ ok: false, problem: 'precision' });
    expect(parseDecimal('-1', { min: 0 })).toEqual({ ok: false, problem: 'min' });
    expect(parseDecimal('101', { max: 100 })).toEqual({ ok: false, problem: 'max' });
    expect(parseDecimal('123456789012345678901', {})).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('compares and clamps decimal strings exactly', () => {
    expect(compareDecimal('10.05', '10.5')).toBe(-1);
    expect(compareDecimal('-2', '-10')).toBe(1);
    expect(clampDecimal('150', { max: 100 })).toBe('100');
    expect(clampDecimal('-3', { min: 0 })).toBe('0');
  });
});
