import type { MessageDescriptor } from '@lingui/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  type PasswordChange,
  type Profile,
  type ProfileUpdate,
  passwordChangeProblems,
  phoneDigits,
  profileMessages,
  profileProblems,
} from '../../../contract/api/profile.api.ts';
import { uploadKeyOf } from '../../../contract/api/uploads.api.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { authSessions, entityTables, uploads, users } from '../../db/schema.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import type { AuthUser, ClientInfo } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { clearFailures, recordFailure, refuseWhileLocked } from './throttle.ts';

/**
 * The signed-in user's own account: read it, change its display fields, change its password.
 * Each write is one transaction with its audit entry; refused input writes nothing.
 */

type Translate = (message: MessageDescriptor) => string;
type UserRow = typeof users.$inferSelect;

export interface ProfileRequest {
  db: Db;
  /** Wrong current passwords in 15 minutes before the change is refused for 15 (as sign-ins). */
  maxFailures: number;
  tenantId: string;
  user: AuthUser;
  client: ClientInfo;
  t: Translate;
}

function invalid(t: Translate, problems: { field: string; message: MessageDescriptor }[]): ApiError {
  const fields = problems.map((problem) => ({ field: problem.field, message: t(problem.message) }));
  return new ApiError(400, 'VALIDATION', { fields });
}

async function ownRow(tx: Tx, user: AuthUser, lock = false): Promise<UserRow> {
  const query = tx.select().from(users).where(eq(users.id, user.id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(401, 'UNAUTHORIZED');
  return row;
}

async function employeeName(tx: Tx, code: string | null): Promise<string | null> {
  const employees = entityTables['hr.employees'];
  if (!code || !employees) return null;
  const [row] = await tx
    .select({ name: sql<string>`${sql.identifier('ten_nv')}` })
    .from(employees)
    .where(sql`${sql.identifier('ma_nv')} = ${code}`);
  return row?.name ?? null;
}

async function toProfile(tx: Tx, row: UserRow): Promise<Profile> {
  return {
    user_name: row.user_name,
    ten_nsd: row.ten_nsd,
    dien_thoai: row.dien_thoai,
    email: row.email,
    avatar: row.avatar,
    is_admin: row.is_admin === 1 ? 1 : 0,
    branchs: row.branchs,
    saler: row.saler,
    ten_nv: await employeeName(tx, row.saler),
    version: row.version,
  };
}

export function readProfile(r: ProfileRequest): Promise<Profile> {
  return withTenant(r.db, r.tenantId, async (tx) => toProfile(tx, await ownRow(tx, r.user)));
}

/** Is the picture an upload of this tenant (not someone else's url)? */
async function isOwnUpload(tx: Tx, tenantId: string, url: string): Promise<boolean> {
  const key = uploadKeyOf(url);
  if (!key?.startsWith(`${tenantId}/`)) return false;
  const [row] = await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.path, key));
  return row !== undefined;
}

export function updateProfile(r: ProfileRequest, input: ProfileUpdate): Promise<Profile> {
  const problems = profileProblems(input);
  if (problems.length > 0) throw invalid(r.t, problems);
  return withTenant(r.db, r.tenantId, async (tx) => {
    const before = await ownRow(tx, r.user, true);
    if (before.version !== input.version) throw new ApiError(409, 'STALE_VERSION');
    const avatar = input.avatar || null;
    if (avatar && avatar !== before.avatar && !(await isOwnUpload(tx, r.tenantId, avatar)))
      throw invalid(r.t, [{ field: 'avatar', message: profileMessages.avatarInvalid }]);
    const next = {
      ten_nsd: input.ten_nsd.trim(),
      dien_thoai: phoneDigits(input.dien_thoai),
      email: input.email?.trim() || null,
      avatar,
    };
    const [row] = await tx
      .update(users)
      .set({ ...next, updated_at: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, before.id))
      .returning();
    const changed = Object.fromEntries(
      (Object.keys(next) as (keyof typeof next)[])
        .filter((name) => before[name] !== next[name])
        .map((name) => [name, { from: before[name], to: next[name] }]),
    );
    const entry = { user_name: before.user_name, action: 'update', object: 'auth/profile', detail: changed };
    await writeAudit(tx, r.tenantId, { ...entry, record_id: before.id }, r.client);
    return toProfile(tx, row as UserRow);
  });
}

/**
 * Checks the current password (argon2), stores the new one and signs the user out everywhere
 * else: the session making the change stays, every other one ends at its next request.
 */
export async function changePassword(r: ProfileRequest, input: PasswordChange): Promise<{ ok: true }> {
  const problems = passwordChangeProblems(input);
  if (problems.length > 0) throw invalid(r.t, problems);
  const now = new Date();
  // Its own counter: a session someone else holds must not guess the password, nor lock the
  // owner's sign-in by trying.
  const key = `pw:${r.user.user_name.toLowerCase()}`;
  const before = await withTenant(r.db, r.tenantId, async (tx) => {
    await refuseWhileLocked(tx, [key], now, 'PASSWORD_THROTTLED');
    return ownRow(tx, r.user);
  });
  if (!(await verifyPassword(before.password_hash, input.current_password))) {
    await withTenant(r.db, r.tenantId, async (tx) => {
      await recordFailure(tx, r.tenantId, [key], r.maxFailures, now);
      const entry = { user_name: before.user_name, action: 'password_change_failed', object: 'auth' };
      await writeAudit(tx, r.tenantId, entry, r.client);
    });
    throw invalid(r.t, [{ field: 'current_password', message: profileMessages.currentWrong }]);
  }
  const passwordHash = await hashPassword(input.new_password);
  await withTenant(r.db, r.tenantId, async (tx) => {
    await clearFailures(tx, key);
    // Hashing took time: a change made meanwhile (another tab) wins, this one is refused.
    const [row] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, before.id), eq(users.password_hash, before.password_hash)))
      .returning({ id: users.id });
    if (!row) throw new ApiError(409, 'STALE_VERSION');
    const others = await tx
      .update(authSessions)
      .set({ revoked_at: new Date(), revoked_reason: 'password_changed' })
      .where(
        and(
          eq(authSessions.user_id, before.id),
          ne(authSessions.id, r.user.sessionId),
          sql`${authSessions.revoked_at} IS NULL`,
        ),
      )
      .returning({ id: authSessions.id });
    const entry = { user_name: before.user_name, action: 'password_changed', object: 'auth' };
    await writeAudit(tx, r.tenantId, { ...entry, detail: { sessions_ended: others.length } }, r.client);
  });
  return { ok: true };
}
