import { describe, expect, it } from 'vitest';
import { priceInUnit, unitChoices } from './units.ts';

const conversions = [
  { ma_vt: '', ma_dvt: 'L', ma_dvt_qd: 'ML', he_so: '1000' },
  { ma_vt: '', ma_dvt: 'THUNG', ma_dvt_qd: 'CHAI', he_so: '24' },
  { ma_vt: 'SRM01', ma_dvt: 'THUNG', ma_dvt_qd: 'CHAI', he_so: '12' },
  { ma_vt: 'OTHER', ma_dvt: 'HOP', ma_dvt_qd: 'CHAI', he_so: '6' },
];

describe('unitChoices', () => {
  it('offers the base unit first, then units converting to it, the product’s own factor winning', () => {
    expect(unitChoices('SRM01', 'CHAI', conversions)).toEqual([
      { dvt: 'CHAI', he_so: '1' },
      { dvt: 'THUNG', he_so: '12' },
    ]);
    expect(unitChoices('TOC02', 'CHAI', conversions)).toEqual([
      { dvt: 'CHAI', he_so: '1' },
      { dvt: 'THUNG', he_so: '24' },
    ]);
  });

  it('reads a conversion from the base unit backwards (1 ml = 0.001 l)', () => {
    expect(unitChoices('DAU', 'L', conversions)).toEqual([
      { dvt: 'L', he_so: '1' },
      { dvt: 'ML', he_so: '0.001' },
    ]);
  });

  it('skips factors that are not positive decimals', () => {
    expect(unitChoices('X', 'CAI', [{ ma_dvt: 'HOP', ma_dvt_qd: 'CAI', he_so: '0' }])).toEqual([
      { dvt: 'CAI', he_so: '1' },
    ]);
  });
});

describe('priceInUnit', () => {
  it('scales a price from one unit to another exactly', () => {
    expect(priceInUnit('385000', '1', '12')).toBe('4620000');
    expect(priceInUnit('4620000', '12', '1')).toBe('385000');
    expect(priceInUnit('100000', '1', '0.001')).toBe('100');
  });
});
