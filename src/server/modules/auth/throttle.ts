import { sql } from 'drizzle-orm';
import { loginThrottle } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { ApiError } from '../../http/errors.ts';

/** Failures are counted in a 15-minute window; reaching the maximum locks the key for 15 minutes. */
const WINDOW_MS = 15 * 60 * 1000;

export function throttleKeys(userName: string, ip: string | null): string[] {
  const keys = [`u:${userName.trim().toLowerCase()}`];
  if (ip) keys.push(`ip:${ip}`);
  return keys;
}

/** Seconds until the first locked key unlocks, or 0 when sign-in may be tried. */
async function lockedFor(tx: Tx, keys: string[], now: Date): Promise<number> {
  const rows = await tx
    .select({ locked_until: loginThrottle.locked_until })
    .from(loginThrottle)
    .where(sql`${loginThrottle.id} IN ${keys}`);
  const until = Math.max(0, ...rows.map((r) => r.locked_until?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** 429 with `code` (the minutes to wait in its message, Retry-After) while a key is locked. */
export async function refuseWhileLocked(
  tx: Tx,
  keys: string[],
  now: Date,
  code: 'THROTTLED' | 'PASSWORD_THROTTLED',
): Promise<void> {
  const wait = await lockedFor(tx, keys, now);
  if (wait > 0)
    throw new ApiError(429, code, { retry_after_s: wait, values: { minutes: Math.ceil(wait / 60) } });
}

/** Counts one failure on each key; the key that reaches `max` is locked for the window. */
export async function recordFailure(
  tx: Tx,
  tenantId: string,
  keys: string[],
  max: number,
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const lockUntil = sql`${new Date(now.getTime() + WINDOW_MS).toISOString()}::timestamptz`;
  for (const key of keys) {
    await tx
      .insert(loginThrottle)
      .values({ tenant_id: tenantId, id: key, failures: 1, window_started_at: now })
      .onConflictDoUpdate({
        target: [loginThrottle.tenant_id, loginThrottle.id],
        set: {
          failures: sql`CASE WHEN ${loginThrottle.window_started_at} < ${windowStart} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
          window_started_at: sql`CASE WHEN ${loginThrottle.window_started_at} < ${windowStart} THEN ${at} ELSE ${loginThrottle.window_started_at} END`,
          locked_until: sql`CASE WHEN ${loginThrottle.window_started_at} >= ${windowStart} AND ${loginThrottle.failures} + 1 >= ${max} THEN ${lockUntil} ELSE ${loginThrottle.locked_until} END`,
        },
      });
  }
}

/** A successful sign-in clears the user's counter (the address keeps its own). */
export async function clearFailures(tx: Tx, userKey: string): Promise<void> {
  await tx.delete(loginThrottle).where(sql`${loginThrottle.id} = ${userKey}`);
}
