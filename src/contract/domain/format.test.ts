import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatInstant,
  formatNumber,
  formatWhen,
  genderLabel,
  isEmptyDate,
  maskPhone,
} from './format.ts';

const VN = 'Asia/Ho_Chi_Minh';

describe('numbers (spec §9)', () => {
  it('groups thousands with commas and keeps decimals after a dot', () => {
    expect(formatNumber('1234567.5')).toBe('1,234,567.5');
    expect(formatNumber('-1234')).toBe('-1,234');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12_345_678_901_234_567_890n)).toBe('12,345,678,901,234,567,890');
    expect(formatNumber('12a')).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('only adds commas: removing them gives the number back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        const shown = formatNumber(n);
        expect(shown.replaceAll(',', '')).toBe(n.toString());
        expect(shown).toMatch(/^-?\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('dates (spec §9)', () => {
  it('shows days DD/MM/YYYY and the no-date markers empty', () => {
    expect(formatDay('2024-12-25')).toBe('25/12/2024');
    expect(formatDay('1900-01-01')).toBe('');
    expect(formatDay('0001-01-01T00:00:00Z')).toBe('');
    expect(isEmptyDate('1900-01-01')).toBe(true);
    expect(isEmptyDate('2024-01-01')).toBe(false);
  });

  it('shows date-times DD/MM/YYYY HH:mm:ss in the business time zone', () => {
    expect(formatInstant('2025-03-04T17:06:07.000Z', VN)).toBe('05/03/2025 00:06:07');
    expect(formatInstant('0001-01-01T00:00:00Z', VN)).toBe('');
    expect(formatInstant('soon', VN)).toBe('');
  });

  it('shows an instant of today as HH:mm and of another day as DD/MM/YYYY', () => {
    // Now: 25/11/2026 09:00 in Vietnam (02:00 UTC).
    const now = Date.UTC(2026, 10, 25, 2, 0, 0);
    expect(formatWhen('2026-11-25T01:15:00Z', now, VN)).toBe('08:15');
    // 17:30 UTC on the 24th is already 00:30 on the 25th in Vietnam: today.
    expect(formatWhen('2026-11-24T17:30:00Z', now, VN)).toBe('00:30');
    expect(formatWhen('2026-11-24T16:59:00Z', now, VN)).toBe('24/11/2026');
    expect(formatWhen('1900-01-01T00:00:00Z', now, VN)).toBe('');
  });
});

describe('gender and phone (spec §9)', () => {
  it('names 1 Nam and 2 Nữ', () => {
    expect(genderLabel(1)?.message).toBe('Nam');
    expect(genderLabel('2')?.message).toBe('Nữ');
    expect(genderLabel(3)).toBeNull();
    expect(genderLabel(null)).toBeNull();
  });

  it('masks a phone keeping the first digit and the last four', () => {
    expect(maskPhone('0912345678')).toBe('0*****5678');
    expect(maskPhone('0912 345 678')).toBe('0*****5678');
    expect(maskPhone('84912345678901')).toBe('8*********8901');
    expect(maskPhone('12345')).toBe('12345');
  });

  it('hides every other digit of any phone of 10 to 15 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10,15}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked[0]).toBe(phone[0]);
        expect(masked.slice(-4)).toBe(phone.slice(-4));
        expect(masked.slice(1, -4)).toMatch(/^\*+$/);
      }),
    );
  });
});
