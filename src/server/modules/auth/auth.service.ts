import { eq, sql } from 'drizzle-orm';
import type { LoginRequest, LoginResponse, Session, TokenPair } from '../../../contract/api/auth.api.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { toUserInfo } from '../../db/user-info.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { ClientInfo } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/tokens.ts';
import { openSession, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from './sessions.ts';
import { clearFailures, recordFailure, refuseWhileLocked, throttleKeys } from './throttle.ts';

export interface AuthDeps {
  db: Db;
  jwtKey: Uint8Array;
  maxFailures: number;
  sessionDays: number;
  now?: () => number;
}

// Unknown users are checked against this hash so a wrong user name costs as long as a wrong
// password: the answer and its timing never tell whether an account exists.
const dummyHash = hashPassword('sen-no-such-user');

export async function login(deps: AuthDeps, tenantId: string, input: LoginRequest, client: ClientInfo) {
  const now = new Date(deps.now?.() ?? Date.now());
  const keys = throttleKeys(input.user_name, client.ip);
  const found = await withTenant(deps.db, tenantId, async (tx) => {
    await refuseWhileLocked(tx, keys, now, 'THROTTLED');
    const where = sql`lower(${users.user_name}) = lower(${input.user_name})`;
    return { user: (await tx.select().from(users).where(where))[0] };
  });
  const passwordOk = await verifyPassword(found.user?.password_hash ?? (await dummyHash), input.password);
  const user = passwordOk && found.user?.status === 1 ? found.user : undefined;

  const session = await withTenant(deps.db, tenantId, async (tx) => {
    if (!user) {
      await recordFailure(tx, tenantId, keys, deps.maxFailures, now);
      await writeAudit(
        tx,
        tenantId,
        { user_name: input.user_name, action: 'login_failed', object: 'auth' },
        client,
      );
      return null;
    }
    await clearFailures(tx, keys[0] ?? '');
    await writeAudit(tx, tenantId, { user_name: user.user_name, action: 'login', object: 'auth' }, client);
    return openSession(tx, tenantId, user.id, client, deps.sessionDays, now);
  });
  if (!user || !session) throw new ApiError(401, 'INVALID_CREDENTIALS');

  const access = await signAccessToken(
    deps.jwtKey,
    { sub: user.id, tnt: tenantId, sid: session.sessionId },
    now.getTime(),
  );
  const response: LoginResponse = {
    user_info: toUserInfo(user),
    session: {
      access_token: access.token,
      refresh_token: session.refreshToken,
      expiration_date: access.expiration_date,
    },
  };
  return response;
}

export async function refresh(
  deps: AuthDeps,
  tenantId: string,
  tokens: TokenPair,
  client: ClientInfo,
): Promise<Session> {
  const now = new Date(deps.now?.() ?? Date.now());
  const rotation = await withTenant(deps.db, tenantId, async (tx) => {
    const result = await rotateRefreshToken(tx, tenantId, tokens.refresh_token, deps.sessionDays, now);
    if (!result.ok && result.reuse) {
      await writeAudit(
        tx,
        tenantId,
        { user_name: null, action: 'refresh_token_reuse', object: 'auth' },
        client,
      );
    }
    if (!result.ok) return result;
    const [user] = await tx.select().from(users).where(eq(users.id, result.userId));
    if (user?.status !== 1) {
      await revokeSession(tx, result.sessionId, 'user_disabled', now);
      return { ok: false as const, reuse: false };
    }
    return result;
  });
  if (!rotation.ok) throw new ApiError(401, 'UNAUTHORIZED');
  const access = await signAccessToken(
    deps.jwtKey,
    { sub: rotation.userId, tnt: tenantId, sid: rotation.sessionId },
    now.getTime(),
  );
  return {
    access_token: access.token,
    refresh_token: rotation.refreshToken,
    expiration_date: access.expiration_date,
  };
}

/** Revokes the session of either token; always succeeds so a stale client can always sign out. */
export async function logout(
  deps: AuthDeps,
  tenantId: string,
  tokens: Partial<TokenPair>,
  client: ClientInfo,
) {
  const now = new Date(deps.now?.() ?? Date.now());
  const verified = tokens.access_token ? await verifyAccessToken(deps.jwtKey, tokens.access_token) : null;
  await withTenant(deps.db, tenantId, async (tx) => {
    const fromRefresh = tokens.refresh_token ? await sessionOfRefreshToken(tx, tokens.refresh_token) : null;
    const sessionId =
      fromRefresh ?? (verified?.ok && verified.claims.tnt === tenantId ? verified.claims.sid : null);
    if (!sessionId) return;
    await revokeSession(tx, sessionId, 'logout', now);
    await writeAudit(
      tx,
      tenantId,
      { user_name: null, action: 'logout', object: 'auth', record_id: sessionId },
      client,
    );
  });
  return { ok: true as const };
}
