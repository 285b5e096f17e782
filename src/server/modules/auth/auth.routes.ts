import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod/mini';
import {
  forgotPasswordSchema,
  loginRequestSchema,
  registerSchema,
  resetPasswordSchema,
  tokenPairSchema,
} from '../../../contract/api/auth.api.ts';
import { type Action, can } from '../../../contract/auth/rules.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { clientInfo } from '../../http/tenant.ts';
import { parseBody } from '../../http/validate.ts';
import type { MessageSender } from '../messaging/sender.ts';
import { type AuthDeps, login, logout, refresh } from './auth.service.ts';
import { issueCustomerOtp } from './otp.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { profileRoutes } from './profile.routes.ts';
import { register } from './register.ts';

/** Who may send a customer a code: whoever reads customers or sells to them. */
const OTP_MENUS: [string, Action][] = [
  ['crm.partners', 'read'],
  ['sales.sale-orders', 'add'],
  ['sales.bills', 'add'],
  ['sales.services', 'add'],
];

/** POST /api/auth/* (spec §7). The tenant is resolved before; user-info needs a bearer token. */
/** `signedIn` must accept the access token of the body too: spec §7 sends user-info its tokens. */
export function authRoutes(
  deps: AuthDeps & { sender: MessageSender; publicUrl?: string | undefined },
  signedIn: MiddlewareHandler<AppEnv>,
) {
  // Reset links point at the configured public address; the request's own origin is trusted only
  // when none is configured (development), since a Host header can be forged.
  const resetDeps = (requestUrl: string) => ({
    db: deps.db,
    sender: deps.sender,
    origin: deps.publicUrl ?? new URL(requestUrl).origin,
  });
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
    .post('/register', async (c) => {
      const input = parseBody(c, registerSchema);
      return c.json(await register(deps.db, c.get('tenantId'), input, clientInfo(c), c.get('locale')), 201);
    })
    .post('/forgot-password', async (c) => {
      const { user_name } = parseBody(c, forgotPasswordSchema);
      return c.json(
        await requestPasswordReset(resetDeps(c.req.url), c.get('tenantId'), user_name, clientInfo(c)),
      );
    })
    .post('/reset-password', async (c) => {
      const { token, password } = parseBody(c, resetPasswordSchema);
      return c.json(
        await resetPassword(resetDeps(c.req.url), c.get('tenantId'), token, password, clientInfo(c)),
      );
    })
    .post('/otp/customer/:id', signedIn, async (c) => {
      if (!OTP_MENUS.some(([menu, action]) => can(c.get('user'), menu, action)))
        throw new ApiError(403, 'FORBIDDEN');
      const otpDeps = { key: deps.jwtKey, sender: deps.sender };
      const tenantId = c.get('tenantId');
      const sent = await withTenant(deps.db, tenantId, (tx) =>
        issueCustomerOtp(tx, tenantId, otpDeps, c.req.param('id')),
      );
      return c.json(sent, 201);
    })
    .route('/', profileRoutes(deps, signedIn))
    .post('/logout', async (c) => {
      const tokens = parseBody(c, z.partial(tokenPairSchema));
      return c.json(await logout(deps, c.get('tenantId'), tokens, clientInfo(c)));
    });
}
