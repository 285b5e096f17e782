import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

declare const __SEN_VERSION__: string;

/**
 * The query cache kept in IndexedDB (DESIGN.md §7): one entry per tenant and user, so two people
 * sharing a tablet never see each other's lists, thrown away after a week or when the app's version
 * changes, and deleted on sign-out. Only successful answers of the signed-in session are kept —
 * the keys under ['session', tenant] that resetSessionQueries forgets with the user — except the
 * startup lists (STARTUP_LISTS).
 *
 * The entry has the shape of @tanstack/query-persist-client's `PersistedClient`, but that package
 * (5.104.5, the newest this registry has) carries its own older query-core: its hydrate would
 * write into our 5.108 client across versions. Restore and save are a few lines with our own
 * dehydrate/hydrate instead.
 */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const CACHE_BUSTER = `sen@${typeof __SEN_VERSION__ === 'string' ? __SEN_VERSION__ : 'dev'}`;
/** Saving dehydrates the whole cache: at most once a second, however busy the page is. */
const SAVE_DELAY_MS = 1000;

/** One saved cache: when, by which version of the app, and the dehydrated queries. */
export interface PersistedClient {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
}

/** Where the entries live: a store of their own, apart from the outbox and anything else. */
export interface CacheStorage {
  get(key: string): Promise<PersistedClient | undefined>;
  set(key: string, value: PersistedClient): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

let idbStore: UseStore | undefined;
/** Opened on first use: importing this module (unit tests, Node) must not touch IndexedDB. */
function queriesStore(): UseStore {
  idbStore ??= createStore('sen-cache', 'queries');
  return idbStore;
}

export const indexedDbStorage: CacheStorage = {
  get: (key) => get(key, queriesStore()),
  set: (key, value) => set(key, value, queriesStore()),
  del: (key) => del(key, queriesStore()),
  keys: async () => (await keys(queriesStore())).map(String),
};

/** `demo.query_cache.admin`: prefixed by the tenant like every key the app keeps (spec §9). */
export function cacheKey(tenant: string, user: string): string {
  return `${tenantCachePrefix(tenant)}${encodeURIComponent(user.toLowerCase())}`;
}

export function tenantCachePrefix(tenant: string): string {
  return `${tenant}.query_cache.`;
}

/**
 * The startup lists (session.queries.ts) are not kept here: startup asks the server for them at
 * every load — rights changed a minute ago apply, a server error shows the retry screen (spec §4)
 * — and offline they have their own copy beside the tokens.
 */
export const STARTUP_LISTS: ReadonlySet<string> = new Set([
  'branchs',
  'command',
  'stt',
  'voucher-locks',
  'configs',
  'dictionaries',
  'call-center-providers',
]);

/**
 * An answer of this tenant's signed-in session: worth keeping for offline. A query whose last
 * refresh failed (offline) still holds its last good answer, which stays kept.
 */
export function persistsQuery(query: Pick<Query, 'queryKey' | 'state'>, tenant: string): boolean {
  const [scope, owner, name] = query.queryKey;
  return (
    query.state.data !== undefined &&
    scope === 'session' &&
    owner === tenant &&
    !STARTUP_LISTS.has(String(name))
  );
}

/** The entry of `key` into the cache, unless too old or from another version (then it goes). */
export async function restoreEntry(
  queryClient: QueryClient,
  storage: CacheStorage,
  key: string,
  now = Date.now(),
): Promise<boolean> {
  const saved = await storage.get(key);
  if (!saved) return false;
  if (saved.buster !== CACHE_BUSTER || !(now - saved.timestamp <= CACHE_MAX_AGE_MS)) {
    await storage.del(key);
    return false;
  }
  // Answers already in the cache that are newer than the saved ones are kept (hydrate's rule).
  hydrate(queryClient, saved.clientState);
  // Kept answers are shown at once but count as stale whatever their age: the first screen that
  // uses one (or startup's revalidateIfStale) asks the server again behind it — rights changed
  // a minute ago must not wait for a staleTime to pass.
  const cache = queryClient.getQueryCache();
  for (const { queryHash } of saved.clientState.queries) cache.get(queryHash)?.invalidate();
  return true;
}

/** The tenant's successful session answers, as one entry. */
export function snapshotOf(queryClient: QueryClient, tenant: string, now = Date.now()): PersistedClient {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => persistsQuery(query, tenant),
    shouldDehydrateMutation: () => false,
  });
  // The failed refresh is not kept: the answer comes back as what it was, fetched when it was.
  const queries = state.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: { ...query.state, status: 'success' as const, error: null, fetchStatus: 'idle' as const },
        }
      : query,
  );
  return { timestamp: now, buster: CACHE_BUSTER, clientState: { ...state, queries } };
}

export interface CacheOwner {
  tenant: string;
  user: string;
}

interface Active {
  key: string;
  stop: () => void;
  /** Writes what is pending now (the page is going away). */
  flush: () => void;
}

let active: Active | null = null;

/**
 * A cache event that changes what snapshotOf keeps: a kept answer arrives, changes or goes. A save
 * clones every kept answer (a till keeps thousands of items and customers), so fetches starting,
 * pausing offline, failing or being invalidated, and queries without data, write nothing.
 */
export function changesKeptAnswers(event: QueryCacheNotifyEvent, tenant: string): boolean {
  if (!persistsQuery(event.query, tenant)) return false;
  if (event.type === 'added' || event.type === 'removed') return true;
  return event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState');
}

/** Saves the cache (throttled) whenever a kept answer arrives, changes or goes, while `owns()`. */
function saveOnChange(
  queryClient: QueryClient,
  storage: CacheStorage,
  key: string,
  tenant: string,
  owns: () => boolean,
): Omit<Active, 'key'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    if (owns()) void storage.set(key, snapshotOf(queryClient, tenant)).catch(() => undefined);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (changesKeptAnswers(event, tenant)) timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return {
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
      unsubscribe();
    },
    flush: () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    },
  };
}

/**
 * Once the signed-in user is known (startup): brings back what this user's last visit kept, then
 * keeps saving. The same user again is a no-op; another user first stops the previous one's saving.
 * `owns` says whether that user is still the one signed in (a sign-out stops writes at once).
 */
export async function startQueryPersistence(
  queryClient: QueryClient,
  owner: CacheOwner,
  owns: () => boolean,
  storage: CacheStorage = indexedDbStorage,
): Promise<void> {
  const key = cacheKey(owner.tenant, owner.user);
  if (active?.key === key) return;
  active?.stop();
  active = null;
  // An unreadable entry is dropped (and logged); the app then simply starts without it.
  await restoreEntry(queryClient, storage, key).catch((error: unknown) => {
    console.warn('Sen: the offline cache could not be restored', error);
    return storage.del(key).catch(() => undefined);
  });
  active = { key, ...saveOnChange(queryClient, storage, key, owner.tenant, owns) };
}

/** The page is being hidden or closed: write what is pending instead of waiting for the timer. */
export function flushQueryPersistence(): void {
  active?.flush();
}

/** Sign-out: stop saving and delete the user's entry (and, with no user given, every entry of the tenant). */
export async function forgetQueryCache(
  tenant: string,
  user?: string,
  storage: CacheStorage = indexedDbStorage,
): Promise<void> {
  active?.stop();
  active = null;
  if (!tenant) return;
  const prefix = tenantCachePrefix(tenant);
  const doomed = user ? [cacheKey(tenant, user)] : (await storage.keys()).filter((k) => k.startsWith(prefix));
  await Promise.all(doomed.map((key) => storage.del(key)));
}
