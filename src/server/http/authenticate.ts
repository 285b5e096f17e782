import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { verifyAccessToken } from '../lib/tokens.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { pendingSignIn, readSessionState, recordCheck } from './sign-in-check.ts';
import { type TokenEntry, VerifiedTokens } from './verified-tokens.ts';

/**
 * Requires `Authorization: Bearer <access token>` for the request's tenant. The token's signature
 * is verified once per process (VerifiedTokens); the user and session are checked on every
 * request, so a disabled user or a signed-out session stops working at once. A route may offer to
 * carry that check in its own round trip (c.var.signInDeferral, see sign-in-check.ts).
 */
export function authenticate(
  db: Db,
  jwtKey: Uint8Array,
  options: { tokenInBody?: boolean; tokens?: VerifiedTokens } = {},
): MiddlewareHandler<AppEnv> {
  const tokens = options.tokens ?? new VerifiedTokens();
  return async (c, next) => {
    const token = bearerToken(c, options.tokenInBody === true);
    if (!token) throw new ApiError(401, 'UNAUTHORIZED');
    const entry = await verifiedEntry(tokens, jwtKey, token);
    if (entry.claims.tnt !== c.get('tenantId')) throw new ApiError(401, 'UNAUTHORIZED');
    const known = entry.signedIn;
    const deferral = c.get('signInDeferral');
    if (known && deferral && (await deferral(known.user))) {
      c.set('user', known.user);
      c.set(
        'pendingSignIn',
        pendingSignIn(entry, known, () => readSessionState(db, entry.claims)),
      );
      return next();
    }
    c.set('user', recordCheck(entry, await readSessionState(db, entry.claims)));
    await next();
  };
}

function bearerToken(c: Context<AppEnv>, tokenInBody: boolean): string {
  const header = c.req.header('authorization') ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7).trim();
  const fromBody = tokenInBody ? (c.get('body') as { access_token?: unknown } | undefined)?.access_token : '';
  return typeof fromBody === 'string' ? fromBody : '';
}

async function verifiedEntry(tokens: VerifiedTokens, jwtKey: Uint8Array, token: string): Promise<TokenEntry> {
  const known = tokens.get(token);
  if (known) return known;
  const verified = await verifyAccessToken(jwtKey, token);
  if (!verified.ok) throw new ApiError(401, verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
  return tokens.remember(token, verified.claims, verified.expiresAtMs);
}
