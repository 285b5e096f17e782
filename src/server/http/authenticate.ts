import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { activeUserOfSession } from '../modules/auth/sessions.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';
import { toUserInfo } from '../modules/auth/user-info.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

/**
 * Requires `Authorization: Bearer <access token>` for the request's tenant. The user and session
 * are read on every request, so a disabled user or a signed-out session stops working at once.
 */
export function authenticate(
  db: Db,
  jwtKey: Uint8Array,
  options: { tokenInBody?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const fromBody = options.tokenInBody
      ? (c.get('body') as { access_token?: unknown } | undefined)?.access_token
      : '';
    const token = header.startsWith('Bearer ')
      ? header.slice(7).trim()
      : typeof fromBody === 'string'
        ? fromBody
        : '';
    if (!token) throw new ApiError(401, 'UNAUTHORIZED');
    const verified = await verifyAccessToken(jwtKey, token);
    if (!verified.ok)
      throw new ApiError(401, verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
    const { sub, tnt, sid } = verified.claims;
    if (tnt !== c.get('tenantId')) throw new ApiError(401, 'UNAUTHORIZED');
    const user = await activeUserOfSession(db, tnt, sub, sid);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED');
    c.set('user', { ...toUserInfo(user), id: user.id, sessionId: sid });
    await next();
  };
}
