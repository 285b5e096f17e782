import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { ClientInfo } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken, newRefreshToken } from '../../lib/tokens.ts';
import { type MessageSender, sendMessage } from '../messaging/sender.ts';
import { revokeAllSessions } from '../system/users.service.ts';

const VALID_MS = 15 * 60 * 1000;
const MAX_PER_HOUR = 3;

export interface ResetDeps {
  db: Db;
  sender: MessageSender;
  /** Origin the reset link points at (the app's own address). */
  origin: string;
}

/**
 * Sends a single-use, 15-minute reset link to the user's phone (or e-mail). The answer is the same
 * whether or not the user exists or has a contact, so it never reveals an account.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  tenantId: string,
  userName: string,
  client: ClientInfo,
) {
  const token = newRefreshToken();
  await withTenant(deps.db, tenantId, async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(sql`lower(${users.user_name}) = lower(${userName})`, eq(users.status, 1)));
    const to = user?.dien_thoai ?? user?.email;
    if (!user || !to) return;
    const since = new Date(Date.now() - 60 * 60 * 1000);
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.user_id, user.id), gte(passwordResets.created_at, since)));
    if ((recent?.n ?? 0) >= MAX_PER_HOUR) return;
    await tx.insert(passwordResets).values({
      tenant_id: tenantId,
      id: uuidv7(),
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + VALID_MS),
    });
    const link = `${deps.origin}/auth/reset-password?token=${token}&tenant=${encodeURIComponent(tenantId)}`;
    await sendMessage(tx, tenantId, deps.sender, {
      channel: user.dien_thoai ? 'sms' : 'email',
      to,
      purpose: 'password_reset',
      body: `Sen: đặt lại mật khẩu cho ${user.user_name} trong 15 phút: ${link}`,
      redactedBody: `Sen: đặt lại mật khẩu cho ${user.user_name} trong 15 phút: ${deps.origin}/auth/reset-password?token=…`,
    });
    await writeAudit(
      tx,
      tenantId,
      { user_name: user.user_name, action: 'password_reset_requested', object: 'auth' },
      client,
    );
  });
  return { ok: true as const };
}

/** Sets a new password from a reset token; the token works once, and every session ends. */
export async function resetPassword(
  deps: ResetDeps,
  tenantId: string,
  token: string,
  password: string,
  client: ClientInfo,
) {
  const passwordHash = await hashPassword(password);
  await withTenant(deps.db, tenantId, async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(passwordResets.token_hash, hashToken(token)),
          isNull(passwordResets.used_at),
          sql`${passwordResets.expires_at} > now()`,
        ),
      )
      .returning({ user_id: passwordResets.user_id });
    if (!reset) throw new ApiError(400, 'RESET_TOKEN_INVALID');
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, reset.user_id))
      .returning({ user_name: users.user_name });
    await revokeAllSessions(tx, reset.user_id, 'password_reset');
    await writeAudit(
      tx,
      tenantId,
      { user_name: user?.user_name ?? null, action: 'password_reset', object: 'auth' },
      client,
    );
  });
  return { ok: true as const };
}
