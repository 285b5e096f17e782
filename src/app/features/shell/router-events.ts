import type { AnyRouter } from '@tanstack/react-router';
import { markFirstPageStep } from '../../state/first-page.ts';
import { clearPopupsAfterNavigation } from '../../state/popups.ts';
import { rememberWebview } from '../../state/webview.ts';
import { clearChunkReload, reloadForChunk } from './chunk-reload.ts';

/** A chunk of this document failed: only a later document may call a load successful. */
let chunkFailedHere = false;

/** Marks the failure; reloads when the rule of chunk-reload.ts allows. */
export function onChunkFailure(error: unknown): boolean {
  chunkFailedHere = true;
  return reloadForChunk(error);
}

/**
 * The shell's reactions to the router, wired once when the router is made:
 * - Back and Forward start at the top like any navigation (spec §2), so the browser keeps no
 *   scroll position of its own;
 * - every address may carry `webview` (spec §1), even one a redirect replaces at once;
 * - leaving a page closes its popups and the loading overlay (spec §4) — a change of the search
 *   alone (paging, opening a record in `?edit=`) stays on the page and keeps them;
 * - a load that fetched all its chunks re-arms the one reload for a failed chunk (the first one
 *   also lets background work start, state/first-page.ts);
 * - Vite reports a script or stylesheet it could not fetch: while a page is loading that is the
 *   page's chunk, and the page reloads (once). A hover preload failing is left to the navigation
 *   that really needs it.
 */
export function wireRouterEvents(router: AnyRouter): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  router.subscribe('onBeforeLoad', (event) => rememberWebview(event.toLocation.searchStr));
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged && event.fromLocation) clearPopupsAfterNavigation();
  });
  router.subscribe('onResolved', () => {
    markFirstPageStep('resolved');
    if (!chunkFailedHere) clearChunkReload(sessionStorage);
  });
  window.addEventListener('vite:preloadError', (event) => {
    const loading = router.state.status === 'pending' || !router.state.resolvedLocation;
    if (!loading) return;
    onChunkFailure((event as Event & { payload?: unknown }).payload);
  });
}
