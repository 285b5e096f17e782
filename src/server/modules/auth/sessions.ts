import { and, eq, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { authSessions, refreshTokens } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { ClientInfo } from '../../http/context.ts';
import { hashToken, newRefreshToken } from '../../lib/tokens.ts';

const DAY_MS = 86_400_000;

/** Starts a session (a refresh-token family) for a user and returns its first refresh token. */
export async function openSession(
  tx: Tx,
  tenantId: string,
  userId: string,
  client: ClientInfo,
  sessionDays: number,
  now: Date,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = uuidv7();
  await tx.insert(authSessions).values({
    tenant_id: tenantId,
    id: sessionId,
    user_id: userId,
    ip: client.ip,
    device_id: client.deviceId,
    user_agent: client.userAgent,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + sessionDays * DAY_MS),
  });
  const refreshToken = await issueRefreshToken(tx, tenantId, sessionId);
  return { sessionId, refreshToken };
}

async function issueRefreshToken(tx: Tx, tenantId: string, sessionId: string): Promise<string> {
  const token = newRefreshToken();
  await tx
    .insert(refreshTokens)
    .values({ tenant_id: tenantId, id: uuidv7(), session_id: sessionId, token_hash: hashToken(token) });
  return token;
}

export type Rotation =
  | { ok: true; sessionId: string; userId: string; refreshToken: string }
  | { ok: false; reuse: boolean };

/**
 * Trades a refresh token for a new one. A token already used means it leaked or was replayed:
 * the whole family is revoked and both holders must sign in again.
 */
export async function rotateRefreshToken(
  tx: Tx,
  tenantId: string,
  token: string,
  sessionDays: number,
  now: Date,
) {
  const [row] = await tx
    .select({ id: refreshTokens.id, used_at: refreshTokens.used_at, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.session_id))
    .where(eq(refreshTokens.token_hash, hashToken(token)));
  if (!row) return { ok: false, reuse: false } satisfies Rotation;
  const { session } = row;
  if (session.revoked_at || session.expires_at <= now) return { ok: false, reuse: false } satisfies Rotation;
  const marked = await tx
    .update(refreshTokens)
    .set({ used_at: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.used_at)))
    .returning({ id: refreshTokens.id });
  if (marked.length === 0) {
    await revokeSession(tx, session.id, 'refresh_token_reuse', now);
    return { ok: false, reuse: true } satisfies Rotation;
  }
  await tx
    .update(authSessions)
    .set({ last_seen_at: now, expires_at: new Date(now.getTime() + sessionDays * DAY_MS) })
    .where(eq(authSessions.id, session.id));
  const refreshToken = await issueRefreshToken(tx, tenantId, session.id);
  return { ok: true, sessionId: session.id, userId: session.user_id, refreshToken } satisfies Rotation;
}

export async function revokeSession(tx: Tx, sessionId: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revoked_at: now, revoked_reason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revoked_at)));
}

/** Finds the session a refresh token belongs to, used or not (logout accepts either). */
export async function sessionOfRefreshToken(tx: Tx, token: string): Promise<string | null> {
  const [row] = await tx
    .select({ session_id: refreshTokens.session_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashToken(token)));
  return row?.session_id ?? null;
}
