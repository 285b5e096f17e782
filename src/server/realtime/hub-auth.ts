import type { Db } from '../db/client.ts';
import type { AuthUser } from '../http/context.ts';
import { readSessionState, userOfRow } from '../http/sign-in-check.ts';
import { type AccessClaims, verifyAccessToken } from '../lib/tokens.ts';

/** Who a hub connection belongs to, fixed at negotiate time. */
export interface HubIdentity {
  tenantId: string;
  user: AuthUser;
  claims: AccessClaims;
  /** When the access token expires (ms since the epoch): the connection is closed then. */
  expiresAtMs: number;
}

export type HubAuthResult =
  | { ok: true; identity: HubIdentity }
  | { ok: false; reason: 'UNAUTHORIZED' | 'TOKEN_EXPIRED' };

/**
 * The same checks as an HTTP request (http/authenticate.ts): a valid access token, issued for the
 * tenant the client names (Tenant header, `tenant` query or DEFAULT_TENANT; none means the token's
 * own), and a session still open for an active user.
 */
export async function authenticateHubToken(
  db: Db,
  jwtKey: Uint8Array,
  token: string,
  tenantHint: string | undefined,
): Promise<HubAuthResult> {
  if (!token) return { ok: false, reason: 'UNAUTHORIZED' };
  const verified = await verifyAccessToken(jwtKey, token);
  if (!verified.ok)
    return { ok: false, reason: verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED' };
  const { claims } = verified;
  if (tenantHint && tenantHint !== claims.tnt) return { ok: false, reason: 'UNAUTHORIZED' };
  const state = await readSessionState(db, claims);
  if (state === null) return { ok: false, reason: 'UNAUTHORIZED' };
  return {
    ok: true,
    identity: {
      tenantId: claims.tnt,
      user: userOfRow(state.rowText, claims),
      claims,
      expiresAtMs: verified.expiresAtMs,
    },
  };
}

/** Whether a connected identity still holds: its token unexpired, its session open, its user active. */
export async function identityStatus(db: Db, identity: HubIdentity, now = Date.now()) {
  if (now >= identity.expiresAtMs) return 'expired' as const;
  return (await readSessionState(db, identity.claims)) === null ? ('revoked' as const) : ('ok' as const);
}

/** The token as the client sends it: Authorization header (Node client) or `access_token` query (browsers). */
export function tokenOf(authorization: string | undefined, query: URLSearchParams): string {
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim();
  return query.get('access_token') ?? '';
}
