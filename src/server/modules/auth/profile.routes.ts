import { Hono, type MiddlewareHandler } from 'hono';
import { passwordChangeSchema, profileUpdateSchema } from '../../../contract/api/profile.api.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';
import { clientInfo } from '../../http/tenant.ts';
import { parseBody } from '../../http/validate.ts';
import { translate } from '../../i18n.ts';
import { changePassword, type ProfileRequest, readProfile, updateProfile } from './profile.service.ts';

export interface ProfileDeps {
  db: Db;
  maxFailures: number;
}

function request(c: Parameters<MiddlewareHandler<AppEnv>>[0], deps: ProfileDeps): ProfileRequest {
  const locale = c.get('locale') ?? 'vi';
  return {
    db: deps.db,
    maxFailures: deps.maxFailures,
    tenantId: c.get('tenantId'),
    user: c.get('user'),
    client: clientInfo(c),
    t: (message) => translate(locale, message),
  };
}

/**
 * /api/auth/profile and /api/auth/change-password: the signed-in user's own account. Any
 * signed-in user, on their own row only (the id comes from the token, never from the body).
 */
export function profileRoutes(deps: ProfileDeps, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/profile', signedIn, async (c) => c.json(await readProfile(request(c, deps))))
    .put('/profile', signedIn, async (c) => {
      const input = parseBody(c, profileUpdateSchema);
      return c.json(await updateProfile(request(c, deps), input));
    })
    .post('/change-password', signedIn, async (c) => {
      const input = parseBody(c, passwordChangeSchema);
      return c.json(await changePassword(request(c, deps), input));
    });
}
