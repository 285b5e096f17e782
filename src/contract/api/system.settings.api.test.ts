import { describe, expect, it } from 'vitest';
import { configSchema, configsBulkSchema, voucherLockSchema } from './system.settings.api.ts';

describe('configSchema', () => {
  it('trims the name, fills the group and reads a missing value as null (removal)', () => {
    expect(configSchema.parse({ name: '  sale_return_days ', value: '7' })).toEqual({
      name: 'sale_return_days',
      group: 'settings',
      value: '7',
    });
    expect(configSchema.parse({ name: 'otp_expiration' })).toEqual({
      name: 'otp_expiration',
      group: 'settings',
      value: null,
    });
    expect(configSchema.parse({ name: 'otp_expiration', value: null }).value).toBeNull();
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['an upper-case name', { name: 'Sale_days' }],
    ['a name over 100 characters', { name: 'a'.repeat(101) }],
    ['another group', { name: 'a', group: 'other' }],
    ['a value over 100,000 characters', { name: 'a', value: 'x'.repeat(100_001) }],
  ])('refuses %s', (_, input) => {
    expect(configSchema.safeParse(input).success).toBe(false);
  });

  it('takes 1 to 500 settings at once', () => {
    expect(configsBulkSchema.safeParse([]).success).toBe(false);
    expect(configsBulkSchema.safeParse(Array.from({ length: 500 }, () => ({ name: 'a' }))).success).toBe(
      true,
    );
    expect(configsBulkSchema.safeParse(Array.from({ length: 501 }, () => ({ name: 'a' }))).success).toBe(
      false,
    );
  });
});

describe('voucherLockSchema', () => {
  it('trims the codes and wants a calendar date', () => {
    expect(voucherLockSchema.parse({ ma_dvcs: ' CN01 ', ma_ct: 'HD1', ngay_ks: '2026-10-31' })).toEqual({
      ma_dvcs: 'CN01',
      ma_ct: 'HD1',
      ngay_ks: '2026-10-31',
    });
    expect(voucherLockSchema.safeParse({ ma_dvcs: ' ', ma_ct: 'HD1', ngay_ks: '2026-10-31' }).success).toBe(
      false,
    );
    expect(
      voucherLockSchema.safeParse({ ma_dvcs: 'CN01', ma_ct: 'HD1', ngay_ks: '31/10/2026' }).success,
    ).toBe(false);
  });
});
