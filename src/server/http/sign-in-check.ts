import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { quoteText } from '../db/inline-sql.ts';
import type { users } from '../db/schema.ts';
import { toUserInfo } from '../db/user-info.ts';
import type { AccessClaims } from '../lib/tokens.ts';
import type { AuthUser } from './context.ts';
import { ApiError } from './errors.ts';
import type { SessionState, SignedIn, TokenEntry } from './verified-tokens.ts';

/**
 * The sign-in check of a request: the token's session must be open and its user active. The
 * database answers the user row as canonical JSON text (session_state, migration 0016), so "has
 * anything changed since the last check" is a string comparison.
 *
 * A GET list may carry the check in its own round trip (entity-api/list-route.ts): the request is
 * authorised with the user the session last answered, and the list's message reads the tenant's
 * auth epoch beside it (tenants.auth_epoch, moved at the commit of any change to a user or a
 * session's end). An unmoved epoch and a session not yet ended confirm the user at the cost of one
 * primary-key read; otherwise the full check runs — signed out: 401; rights or branches changed:
 * served again with the new user; unchanged: the list goes out. The full check joined two more
 * tables into the list's transaction, which then no longer fitted the backend's 16 fast-path lock
 * slots: every request paid for the spilled locks under load (docs/performance.md "Lists").
 */

/** The full check: the session as the database holds it, or null when closed or its user disabled. */
export async function readSessionState(db: Db, claims: AccessClaims): Promise<SessionState | null> {
  const { tnt, sub, sid } = claims;
  const result = await db.execute(sql`SELECT session_state(${tnt}, ${sub}, ${sid}) AS state`);
  const text = rowsOf<{ state: string | null }>(result)[0]?.state ?? null;
  if (text === null) return null;
  // "<epoch> <session end, ms> <user row JSON>" (migration 0016).
  const [epoch = '', endsAt = '0'] = text.split(' ', 2);
  return { epoch, endsAtMs: Number(endsAt), rowText: text.slice(epoch.length + endsAt.length + 2) };
}

export function userOfRow(rowText: string, claims: AccessClaims): AuthUser {
  const row = JSON.parse(rowText) as typeof users.$inferSelect;
  return { ...toUserInfo(row), id: claims.sub, sessionId: claims.sid };
}

/** Records the answer of a full check on the token's entry; a closed session answers 401. */
export function recordCheck(entry: TokenEntry, state: SessionState | null): AuthUser {
  if (state === null) {
    entry.signedIn = undefined;
    throw new ApiError(401, 'UNAUTHORIZED');
  }
  // The user is parsed again only when its row changed.
  const same = entry.signedIn?.rowText === state.rowText;
  const user = same && entry.signedIn ? entry.signedIn.user : userOfRow(state.rowText, entry.claims);
  entry.signedIn = { ...state, user };
  return user;
}

/** The read of the tenant's auth epoch, to ride in another statement (tenants has no row-level security). */
export function epochExpression(tenantId: string): string {
  return `SELECT auth_epoch::text FROM tenants WHERE id = ${quoteText(tenantId)}`;
}

/** A check deferred into a list's round trip. */
export interface PendingSignIn {
  /** The expression to evaluate in the same message as the list: the tenant's auth epoch. */
  readonly expression: string;
  /** Its answer: null when the user the request was authorised with still holds, else the new user. */
  confirm(epoch: string | null): Promise<AuthUser | null>;
}

/**
 * `assumed` is what the request was authorised with; `readState` runs the full check (the
 * database's session_state) when the epoch moved or the session's end has passed.
 */
export function pendingSignIn(
  entry: TokenEntry,
  assumed: SignedIn,
  readState: () => Promise<SessionState | null>,
  now: () => number = Date.now,
): PendingSignIn {
  return {
    expression: epochExpression(entry.claims.tnt),
    async confirm(epoch) {
      if (epoch === assumed.epoch && now() < assumed.endsAtMs) return null;
      const user = recordCheck(entry, await readState());
      return entry.signedIn?.rowText === assumed.rowText ? null : user;
    },
  };
}
