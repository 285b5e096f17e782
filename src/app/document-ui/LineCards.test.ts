import { describe, expect, it } from 'vitest';
import { stepQuantity } from './LineCards.tsx';

describe('stepQuantity', () => {
  it('adds or takes one, never below zero', () => {
    expect(stepQuantity('2', 1)).toBe('3');
    expect(stepQuantity('2.5', -1)).toBe('1.5');
    expect(stepQuantity('0', -1)).toBe('0');
    expect(stepQuantity('', 1)).toBe('1');
    expect(stepQuantity('abc', 1)).toBe('1');
  });
});
