import { describe, expect, it } from 'vitest';
import { add, cmp, div, mul, neg, round, sub, sum } from './decimal.ts';

describe('decimal', () => {
  it('adds, subtracts and multiplies exactly', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('1', '1.25')).toBe('-0.25');
    expect(mul('1.5', '-2.25')).toBe('-3.375');
    expect(sum(['1', '2.5', '-0.5'])).toBe('3');
    expect(neg('0')).toBe('0');
    expect(cmp('10', '9.99')).toBe(1);
  });
  it('rounds half away from zero', () => {
    expect(round('2.5')).toBe('3');
    expect(round('-2.5')).toBe('-3');
    expect(round('2.49')).toBe('2');
    expect(round('1.005', 2)).toBe('1.01');
    expect(div('10', '3')).toBe('3');
    expect(div('-5', '2')).toBe('-3');
    expect(div('2', '3', 4)).toBe('0.6667');
  });
  it('keeps 18-digit amounts exact', () => {
    expect(add('999999999999999999', '1')).toBe('1000000000000000000');
    expect(mul('123456789012.3456', '1000')).toBe('123456789012345.6');
  });
});
