import { sessionSchema } from '../../contract/api/auth.api.ts';
import { deleteCredentials, isExpired, readTokens, saveTokens, session } from '../state/session.ts';
import { errorFromResponse, fetchOrFail, readJson, SessionLostError } from './api-errors.ts';
import { requestHeaders } from './request-headers.ts';

/**
 * Spec §4 "Request 401 handling": only one refresh runs at a time; every request that needs a new
 * token while it runs waits for the same promise and retries with its result.
 */
let inflight: Promise<string> | null = null;

let sessionChanged: () => void = () => {};

/**
 * What to do when the session ended or changed outside a page's own action (refused refresh,
 * another tab): the app re-runs its route guard, which sends to login or the lock screen.
 */
export function onSessionChange(handler: () => void): void {
  sessionChanged = handler;
}

export function notifySessionChange(): void {
  sessionChanged();
}

/** Credentials are gone: tell the app, and give callers the error to throw. */
export function loseSession(): SessionLostError {
  deleteCredentials();
  sessionChanged();
  return new SessionLostError();
}

/**
 * A fresh access token in place of `staleToken`. Refresh tokens rotate and reusing a spent one
 * revokes the family, so tabs sharing localStorage take a Web Lock and re-read storage first.
 */
export function refreshAccessToken(staleToken: string): Promise<string> {
  inflight ??= withRefreshLock(() => rotate(staleToken)).finally(() => {
    inflight = null;
  });
  return inflight;
}

function withRefreshLock(work: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`sen.refresh.${session.tenant}`, work) : work();
}

async function rotate(staleToken: string): Promise<string> {
  const tokens = readTokens();
  if (!tokens) throw loseSession();
  // Another tab renewed the session while this one waited for the lock.
  if (tokens.access_token !== staleToken && !isExpired(tokens)) return tokens.access_token;
  const response = await fetchOrFail('/api/auth/refresh-token', {
    method: 'POST',
    headers: requestHeaders(null, true),
    body: JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }),
  });
  const json = await readJson(response);
  // No answer (NetworkError above) or a server fault says nothing about the session: keep it, so
  // an offline device stays signed in; a refused refresh ends it (spec §4).
  if (response.status >= 500) throw errorFromResponse(response, json);
  if (!response.ok) throw loseSession();
  const next = sessionSchema.parse(json);
  saveTokens(next);
  return next.access_token;
}

/** The token to send now: the stored one, renewed first when the session has expired (§4). */
export async function currentAccessToken(): Promise<string | null> {
  const tokens = readTokens();
  if (!tokens) return null;
  return isExpired(tokens) ? refreshAccessToken(tokens.access_token) : tokens.access_token;
}

/** After a 401 for `usedToken`: a token renewed meanwhile, else the result of one refresh. */
export function tokenAfterUnauthorized(usedToken: string): Promise<string> {
  const stored = readTokens()?.access_token;
  return stored && stored !== usedToken ? Promise.resolve(stored) : refreshAccessToken(usedToken);
}
