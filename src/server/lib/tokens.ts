import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '../../contract/api/auth.api.ts';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Tenant the token was issued for. */
  tnt: string;
  /** Session (refresh-token family) id. */
  sid: string;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_S;
  const token = await new SignJWT({ tnt: claims.tnt, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiration_date: new Date(expiresAt * 1000).toISOString() };
}

export type VerifiedToken =
  | {
      ok: true;
      claims: AccessClaims /** When the token expires (ms since the epoch). */;
      expiresAtMs: number;
    }
  | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(key: Uint8Array, token: string): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const { sub, tnt, sid, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof tnt !== 'string' ||
      typeof sid !== 'string' ||
      typeof exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { sub, tnt, sid }, expiresAtMs: exp * 1000 };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Opaque refresh token: 256 random bits; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
