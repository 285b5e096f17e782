/// <reference lib="webworker" />

declare const self: ServiceWorkerGlobalScope;

/** The message the page sends when the user chose to reload into the waiting version. */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * A new version waits instead of taking over by itself: the page it would replace may hold an
 * unsaved form, and its lazy chunks would vanish from the precache under it. The page asks the
 * user ('Đã có phiên bản mới') and posts SKIP_WAITING on their reload; the first install of all has
 * no page to disturb, and `clients.claim()` lets it control the open tab at once.
 */
export function waitForTheUsersReload(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim());
  });
}
