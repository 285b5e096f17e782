import { proxy } from 'valtio';
import type { Workbox } from 'workbox-window';

/** A new version of the app waits to take over (its service worker is installed and waiting). */
export const appUpdate = proxy({ waiting: false });

/** How often an open tab asks the server for a new service worker (a clinic tablet stays open). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;
let reloading = false;

/**
 * Registers the service worker (built from sw/; production only) and follows its updates: a new
 * version never takes over by itself (sw/update.ts) — it waits until the user presses "Tải lại".
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Not in the first download: nothing waits on the worker to draw the first screen.
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  // Fired for a worker that was already waiting when the page opened, too.
  workbox.addEventListener('waiting', () => {
    appUpdate.waiting = true;
  });
  try {
    await workbox.register();
  } catch {
    // No worker this visit (sw.js did not come: an offline first visit, a proxy's error page): the
    // app works online without one and the next load registers again; there is nothing to update.
    return;
  }
  window.setInterval(() => void workbox?.update(), UPDATE_CHECK_MS);
}

/**
 * The user chose the new version: the waiting worker skips waiting, takes control, and the page
 * reloads once on that change (never twice, whatever else changes the controller).
 */
export function reloadIntoNewVersion(): void {
  const wb = workbox;
  if (!wb) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  wb.messageSkipWaiting();
}
