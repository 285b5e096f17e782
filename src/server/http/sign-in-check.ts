import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { quoteText } from '../db/inline-sql.ts';
import type { users } from '../db/schema.ts';
import type { AccessClaims } from '../modules/auth/tokens.ts';
import { toUserInfo } from '../modules/auth/user-info.ts';
import type { AuthUser } from './context.ts';
import { ApiError } from './errors.ts';
import type { TokenEntry } from './verified-tokens.ts';

/**
 * The sign-in check of a request: the token's session must be open and its user active. The
 * database answers the user row as canonical JSON text (session_user_json, migration 0011), so
 * "has anything changed since the last check" is a string comparison.
 *
 * A GET list may carry the check in its own round trip (entity-api/list-route.ts): the request is
 * authorised with the user the session last answered, the check runs in the same message as the
 * list, and the answer is confirmed afterwards — signed out: 401; rights or branches changed:
 * served again with the new user; unchanged: the list goes out.
 */

/** Check expressions by the claims of verified tokens (which live as long as their token's entry). */
const checkExpressions = new WeakMap<AccessClaims, string>();

/**
 * The check as one inlined expression, to ride in another statement (it needs no tenant setting:
 * see readAsTenant's `alongside`); quoted once per token.
 */
export function sessionCheckExpression(claims: AccessClaims): string {
  let expression = checkExpressions.get(claims);
  if (expression === undefined) {
    const { tnt, sub, sid } = claims;
    expression = `session_user_json(${quoteText(tnt)}, ${quoteText(sub)}, ${quoteText(sid)})`;
    checkExpressions.set(claims, expression);
  }
  return expression;
}

/** The check on its own: the user row's JSON text, or null when the session is closed. */
export async function readSessionUser(db: Db, { tnt, sub, sid }: AccessClaims): Promise<string | null> {
  const result = await db.execute(sql`SELECT session_user_json(${tnt}, ${sub}, ${sid}) AS row`);
  return rowsOf<{ row: string | null }>(result)[0]?.row ?? null;
}

export function userOfRow(rowText: string, claims: AccessClaims): AuthUser {
  const row = JSON.parse(rowText) as typeof users.$inferSelect;
  return { ...toUserInfo(row), id: claims.sub, sessionId: claims.sid };
}

/** Records the answer of a check on the token's entry; a closed session answers 401. */
export function recordCheck(entry: TokenEntry, rowText: string | null): AuthUser {
  if (rowText === null) {
    entry.signedIn = undefined;
    throw new ApiError(401, 'UNAUTHORIZED');
  }
  if (entry.signedIn?.rowText !== rowText)
    entry.signedIn = { rowText, user: userOfRow(rowText, entry.claims) };
  return entry.signedIn.user;
}

/** A check deferred into a list's round trip. */
export interface PendingSignIn {
  /** The expression to evaluate in the same message as the list. */
  readonly expression: string;
  /** Its answer: null when the user the request was authorised with still holds, else the new user. */
  confirm(rowText: string | null): AuthUser | null;
}

export function pendingSignIn(entry: TokenEntry, assumedRowText: string): PendingSignIn {
  return {
    expression: sessionCheckExpression(entry.claims),
    confirm(rowText) {
      const user = recordCheck(entry, rowText);
      return rowText === assumedRowText ? null : user;
    },
  };
}
