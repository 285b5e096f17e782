import type { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '../../../contract/api/auth.api.ts';
import { login, logoutSession } from '../../data/auth.calls.ts';
import { closeOfflineCache } from '../../data/offline-cache.ts';
import { resetSessionQueries, userInfoQuery } from '../../data/session.queries.ts';
import {
  deleteCredentials,
  readTokens,
  rememberTenant,
  saveTokens,
  saveUser,
  selectTenant,
  session,
  setLocked,
} from '../../state/session.ts';

export interface SignInInput {
  tenant: string;
  userName: string;
  password: string;
  remember: boolean;
}

/** Login success stores tokens and user info; a failure deletes the credentials (spec §4). */
export async function signIn(queryClient: QueryClient, input: SignInInput): Promise<UserInfo> {
  if (!session.fixedTenant) selectTenant(input.tenant);
  try {
    const answer = await login(input.userName, input.password);
    resetSessionQueries(queryClient);
    saveTokens(answer.session, input.remember);
    saveUser(answer.user_info);
    rememberTenant();
    // Startup then finds the user it would otherwise ask the server for again.
    queryClient.setQueryData(userInfoQuery(session.tenant).queryKey, answer.user_info);
    return answer.user_info;
  } catch (error) {
    deleteCredentials();
    resetSessionQueries(queryClient);
    throw error;
  }
}

/** Revokes the session on the server (best effort) and forgets it here. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const tokens = readTokens();
  const { tenant, user } = session;
  deleteCredentials();
  resetSessionQueries(queryClient);
  // The answers kept for offline leave the device with the session.
  await closeOfflineCache(tenant, user?.user_name);
  if (tokens) await logoutSession(tokens);
}

/**
 * Unlocks after checking the password with a fresh sign-in of the same user. The session in use
 * is kept (nothing the screen was doing is lost); the one made only to check is revoked at once.
 */
export async function unlock(password: string): Promise<void> {
  const userName = session.user?.user_name;
  if (!userName) throw new Error('No user to unlock');
  const check = await login(userName, password);
  setLocked(false);
  void logoutSession(check.session);
}

export function lockScreen(): void {
  setLocked(true);
}
