import { useCallback, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { session } from './session.ts';

/**
 * Spec §2 Navbar: the pages a user starred, kept in localStorage per tenant and user (so they
 * survive sign-out and browser restarts, and two people sharing a tablet keep their own).
 * Nothing saved yet means the spec's defaults.
 */
/** Spec §2 Navbar: the starred pages of a user who has not chosen any yet. */
export const DEFAULT_STARRED: readonly string[] = [
  '/crm/partners',
  '/crm/task/calendar',
  '/crm/tasks',
  '/crm/call-logs',
  '/sales/room-orders',
];

const cache = new Map<string, readonly string[]>();
const listeners = new Set<() => void>();

function storageKey(tenant: string, userName: string): string {
  return `${tenant}.starred_pages.${userName}`;
}

function parse(saved: string | null): readonly string[] {
  if (saved === null) return DEFAULT_STARRED;
  try {
    const value: unknown = JSON.parse(saved);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : DEFAULT_STARRED;
  } catch {
    return DEFAULT_STARRED;
  }
}

function read(key: string): readonly string[] {
  let paths = cache.get(key);
  if (!paths) {
    paths = parse(localStorage.getItem(key));
    cache.set(key, paths);
  }
  return paths;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab starred something: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.includes('.starred_pages.')) {
      cache.delete(event.key);
      notify();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's starred paths and a toggle that saves at once. */
export function useStarred(): { paths: readonly string[]; toggle: (path: string) => void } {
  const { tenant, user } = useSnapshot(session);
  const key = storageKey(tenant, user?.user_name ?? '');
  const paths = useSyncExternalStore(subscribe, () => read(key));
  const toggle = useCallback(
    (path: string) => {
      const current = read(key);
      const next = current.includes(path) ? current.filter((p) => p !== path) : [...current, path];
      localStorage.setItem(key, JSON.stringify(next));
      cache.set(key, next);
      notify();
    },
    [key],
  );
  return { paths, toggle };
}
