import { DEVICE_KEYS } from '../../state/device-keys.ts';
import { showLoadingOverlay } from '../../state/popups.ts';

/**
 * Spec §4: a page chunk that fails to load makes the whole page reload — once. A new deployment
 * replaces the hashed file names, so a tab opened before it asks for chunks that are gone; one
 * reload fetches the new index and its chunks. A chunk that still fails after that reload is a
 * real outage: the route's error view says so with "Thử lại" instead of reloading in a loop.
 */
const KEY = DEVICE_KEYS.chunkReload;

/**
 * TanStack Router's lazy route components reload on their own the first time a chunk is missing,
 * marking `tanstack_router_reload:<message>`; marking it first keeps to ONE reload and one rule.
 */
const ROUTER_FLAG_PREFIX = 'tanstack_router_reload:';

export interface ReloadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** How Chromium, Firefox and Safari word a failed dynamic import, and Vite a failed stylesheet. */
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

/** Whether `error` is a script or stylesheet of the app that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return CHUNK_FAILURES.some((start) => message.startsWith(start));
}

/**
 * Decides on a failed chunk: true when the page should reload now (the first failure since the
 * last successful load), false when it already reloaded for one and the error must show.
 */
export function claimChunkReload(error: unknown, storage: ReloadStorage): boolean {
  if (error instanceof Error) storage.setItem(`${ROUTER_FLAG_PREFIX}${error.message}`, '1');
  if (storage.getItem(KEY)) return false;
  storage.setItem(KEY, String(Date.now()));
  return true;
}

/** After a load that fetched every chunk: the next failure may reload again. */
export function clearChunkReload(storage: ReloadStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === KEY || key?.startsWith(ROUTER_FLAG_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

let reloading = false;

/** Whether this document is already on its way out (a reload was asked). */
export function isReloadingForChunk(): boolean {
  return reloading;
}

/** Whether a failed chunk would reload the page now (nothing reloaded for one since the last load). */
export function mayReloadForChunk(): boolean {
  return reloading || sessionStorage.getItem(KEY) === null;
}

/** Reloads for a failed chunk if the rule allows it; answers whether it did. */
export function reloadForChunk(error: unknown): boolean {
  if (reloading) return true;
  if (!claimChunkReload(error, sessionStorage)) return false;
  reloading = true;
  showLoadingOverlay();
  window.location.reload();
  return true;
}
