import type { QueryClient } from '@tanstack/react-query';
import { session } from '../state/session.ts';
import { requestPersistentStorage } from './persistent-storage.ts';
import { flushQueryPersistence, forgetQueryCache, startQueryPersistence } from './query-persist.ts';

let cleanedTenant = '';
let flushing = false;

/**
 * Startup, once user info is settled: a signed-in user gets their kept query cache back (before
 * the startup lists and the page's loader ask for anything, so both are answered at once and
 * refreshed behind) and the browser is asked to keep the storage. Nobody signed in means nothing
 * of the tenant's may stay on the device — e.g. a session without "Ghi nhớ đăng nhập" whose
 * browser was closed — so every entry of the tenant goes, once per page load.
 */
export async function openOfflineCache(queryClient: QueryClient): Promise<void> {
  const { tenant, user } = session;
  if (!tenant) return;
  if (!session.signedIn || !user) {
    if (cleanedTenant === tenant) return;
    cleanedTenant = tenant;
    await forgetQueryCache(tenant).catch(() => undefined);
    return;
  }
  cleanedTenant = '';
  const owner = { tenant, user: user.user_name };
  const owns = () =>
    session.signedIn && session.tenant === owner.tenant && session.user?.user_name === owner.user;
  await startQueryPersistence(queryClient, owner, owns);
  requestPersistentStorage();
  if (!flushing) {
    flushing = true;
    // A save waits up to a second: write it now when the tab is hidden or closed.
    window.addEventListener('pagehide', flushQueryPersistence);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushQueryPersistence();
    });
  }
}

/** Sign-out (any way): the user's kept answers leave the device with the credentials. */
export function closeOfflineCache(tenant: string, user: string | undefined): Promise<void> {
  return forgetQueryCache(tenant, user).catch(() => undefined);
}
