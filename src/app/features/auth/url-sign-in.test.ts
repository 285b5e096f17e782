import { describe, expect, it } from 'vitest';
import { safeRedirect } from './guard.ts';
import { expiryOf, readClaims } from './url-sign-in.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('token in the address (spec §2)', () => {
  it('reads exp and the tenant from the JWT payload', () => {
    const token = `${b64url({ alg: 'HS256' })}.${b64url({ exp: 1_800_000_000, tnt: 'demo', ten: 'Lễ tân' })}.sig`;
    const claims = readClaims(token);
    expect(claims).toMatchObject({ exp: 1_800_000_000, tnt: 'demo' });
    expect(expiryOf(claims)).toBe('2027-01-15T08:00:00.000Z');
  });

  it('gives no expiry (so startup renews first) for a token it cannot read', () => {
    expect(readClaims('not-a-jwt')).toEqual({});
    expect(readClaims('a.%%%.c')).toEqual({});
    expect(expiryOf(readClaims('a.b.c'))).toBe('');
  });
});

describe('redirect targets', () => {
  it('accepts only paths of this app', () => {
    expect(safeRedirect('/crm/partners?tab=1')).toBe('/crm/partners?tab=1');
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
  });
});
