import { describe, expect, it } from 'vitest';
import { decryptForTenant, encryptForTenant } from './tenant-crypto.ts';

const secret = new TextEncoder().encode('a server secret of at least thirty-two bytes');

describe('tenant encryption', () => {
  it('round-trips Vietnamese text', () => {
    const data = encryptForTenant(secret, 'demo', 'Số thẻ: 0901 234 567');
    expect(data).not.toContain('0901');
    expect(decryptForTenant(secret, 'demo', data)).toBe('Số thẻ: 0901 234 567');
  });

  it('never decrypts for another tenant, nor tampered data', () => {
    const data = encryptForTenant(secret, 'demo', 'bí mật');
    expect(decryptForTenant(secret, 'khac', data)).toBeNull();
    const parts = data.split('.');
    const flipped = [...parts.slice(0, 3), `${parts[3]?.slice(0, -2)}AA`].join('.');
    expect(decryptForTenant(secret, 'demo', flipped)).toBeNull();
    expect(decryptForTenant(secret, 'demo', 'not-ours')).toBeNull();
  });

  it('uses a fresh nonce each time', () => {
    expect(encryptForTenant(secret, 'demo', 'x')).not.toBe(encryptForTenant(secret, 'demo', 'x'));
  });
});
