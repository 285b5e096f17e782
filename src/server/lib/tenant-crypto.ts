import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** A per-tenant AES-256 key derived from the server secret, so tenants never share a key. */
function tenantKey(secret: Uint8Array, tenantId: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', secret, Buffer.from(tenantId), Buffer.from('sen/system/encrypt'), 32),
  );
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url; tampering makes decrypt fail. */
export function encryptForTenant(secret: Uint8Array, tenantId: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', tenantKey(secret, tenantId), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Returns null when the data is not ours, was altered, or belongs to another tenant. */
export function decryptForTenant(secret: Uint8Array, tenantId: string, data: string): string | null {
  const [version, iv, tag, body] = data.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      tenantKey(secret, tenantId),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
