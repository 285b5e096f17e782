import { Hono, type MiddlewareHandler } from 'hono';
import { loginRequestSchema, tokenPairSchema } from '../../../contract/api/auth.api.ts';
import type { AppEnv } from '../../http/context.ts';
import { clientInfo } from '../../http/tenant.ts';
import { parseBody } from '../../http/validate.ts';
import { type AuthDeps, login, logout, refresh } from './auth.service.ts';

/** POST /api/auth/* (spec §7). The tenant is resolved before; user-info needs a bearer token. */
/** `signedIn` must accept the access token of the body too: spec §7 sends user-info its tokens. */
export function authRoutes(deps: AuthDeps, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .post('/login', async (c) => {
      const input = parseBody(c, loginRequestSchema);
      return c.json(await login(deps, c.get('tenantId'), input, clientInfo(c)));
    })
    .post('/refresh-token', async (c) => {
      const tokens = parseBody(c, tokenPairSchema);
      return c.json(await refresh(deps, c.get('tenantId'), tokens, clientInfo(c)));
    })
    .post('/user-info', signedIn, (c) => {
      const { id: _id, sessionId: _sessionId, ...userInfo } = c.get('user');
      return c.json(userInfo);
    })
    .post('/logout', async (c) => {
      const tokens = parseBody(c, tokenPairSchema.partial());
      return c.json(await logout(deps, c.get('tenantId'), tokens, clientInfo(c)));
    });
}
