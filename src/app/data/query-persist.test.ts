import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CACHE_BUSTER,
  CACHE_MAX_AGE_MS,
  type CacheStorage,
  cacheKey,
  forgetQueryCache,
  type PersistedClient,
  restoreEntry,
  STARTUP_LISTS,
  snapshotOf,
  startQueryPersistence,
} from './query-persist.ts';
import {
  branchesQuery,
  callCenterProvidersQuery,
  commandsQuery,
  configsQuery,
  dictionariesQuery,
  sttQuery,
  voucherLocksQuery,
} from './session.queries.ts';

/** IndexedDB stand-in: the persistence logic only needs get/set/del/keys. */
function memoryStorage(): CacheStorage & { entries: Map<string, PersistedClient> } {
  const entries = new Map<string, PersistedClient>();
  return {
    entries,
    get: async (key) => entries.get(key),
    set: async (key, value) => void entries.set(key, structuredClone(value)),
    del: async (key) => void entries.delete(key),
    keys: async () => [...entries.keys()],
  };
}

const units = { items: [{ id: '1', version: 1, ma_dvt: 'HOP' }], total: 1 };

function clientWithAnswers(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['session', 'demo', 'entity', 'stock.units', 'list', { pageIndex: 1 }], units);
  client.setQueryData(['session', 'other', 'branchs'], [{ ma_dvcs: 'X' }]);
  client.setQueryData(['auth', 'user-info', 'demo'], { user_name: 'admin' });
  return client;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('cacheKey', () => {
  it('is one entry per tenant and user, prefixed by the tenant', () => {
    expect(cacheKey('demo', 'admin')).toBe('demo.query_cache.admin');
    expect(cacheKey('demo', 'Admin')).toBe(cacheKey('demo', 'admin'));
    expect(cacheKey('demo', 'letan')).not.toBe(cacheKey('demo', 'admin'));
    expect(cacheKey('spa2', 'admin')).not.toBe(cacheKey('demo', 'admin'));
    expect(cacheKey('demo', 'a.b/c')).toBe('demo.query_cache.a.b%2Fc');
  });
});

describe('snapshotOf', () => {
  it("keeps only the tenant's session answers that hold data", () => {
    const client = clientWithAnswers();
    const failed = client
      .getQueryCache()
      .build(client, { queryKey: ['session', 'demo', 'reference', 'taxes'] });
    failed.setState({ status: 'error', error: new Error('500'), data: undefined });
    const kept = snapshotOf(client, 'demo').clientState.queries.map((q) => q.queryKey);
    expect(kept).toEqual([['session', 'demo', 'entity', 'stock.units', 'list', { pageIndex: 1 }]]);
  });

  it('keeps the last good answer of a list whose refresh failed offline, as that answer', () => {
    const client = clientWithAnswers();
    const key = ['session', 'demo', 'entity', 'stock.units', 'list', { pageIndex: 1 }];
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    const fetched = query?.state.dataUpdatedAt;
    query?.setState({ status: 'error', error: new Error('offline') });
    const [kept] = snapshotOf(client, 'demo').clientState.queries;
    expect(kept?.state).toMatchObject({
      data: units,
      status: 'success',
      error: null,
      dataUpdatedAt: fetched,
    });
  });
});

describe('the startup lists', () => {
  it('are left to startup (asked at every load, their own offline copy), not kept here', () => {
    const startup = [
      branchesQuery('demo'),
      commandsQuery('demo', 'vi'),
      sttQuery('demo'),
      voucherLocksQuery('demo'),
      configsQuery('demo'),
      dictionariesQuery('demo'),
      callCenterProvidersQuery('demo'),
    ];
    expect(new Set(startup.map((query) => query.queryKey[2]))).toEqual(STARTUP_LISTS);
    const client = new QueryClient();
    for (const query of startup) client.setQueryData(query.queryKey, []);
    expect(snapshotOf(client, 'demo').clientState.queries).toEqual([]);
  });
});

describe('restoreEntry', () => {
  it('brings the saved answers back with their fetch time', async () => {
    const storage = memoryStorage();
    const saved = snapshotOf(clientWithAnswers(), 'demo');
    await storage.set('k', saved);
    const client = new QueryClient();
    expect(await restoreEntry(client, storage, 'k')).toBe(true);
    const key = ['session', 'demo', 'entity', 'stock.units', 'list', { pageIndex: 1 }];
    expect(client.getQueryData(key)).toEqual(units);
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(saved.clientState.queries[0]?.state.dataUpdatedAt);
    // Shown at once, asked again by the first screen that uses it.
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('drops an entry older than the maximum age, or saved by another version', async () => {
    const storage = memoryStorage();
    const saved = snapshotOf(clientWithAnswers(), 'demo');
    await storage.set('old', { ...saved, timestamp: Date.now() - CACHE_MAX_AGE_MS - 1 });
    await storage.set('busted', { ...saved, buster: `${CACHE_BUSTER}-before` });
    const client = new QueryClient();
    expect(await restoreEntry(client, storage, 'old')).toBe(false);
    expect(await restoreEntry(client, storage, 'busted')).toBe(false);
    expect(storage.entries.size).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('startQueryPersistence and forgetQueryCache', () => {
  it("restores only the signed-in user's entry and saves while they own it", async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    await storage.set(cacheKey('demo', 'letan'), snapshotOf(clientWithAnswers(), 'demo'));
    const client = new QueryClient();
    let signedIn = true;
    await startQueryPersistence(client, { tenant: 'demo', user: 'admin' }, () => signedIn, storage);
    expect(client.getQueryCache().getAll()).toHaveLength(0);

    client.setQueryData(['session', 'demo', 'reference', 'units'], { items: [], total: 0, fetched: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    const mine = storage.entries.get(cacheKey('demo', 'admin'));
    expect(mine?.clientState.queries.map((q) => q.queryKey)).toEqual([
      ['session', 'demo', 'reference', 'units'],
    ]);

    // Signed out: nothing more is written, and the entry goes.
    signedIn = false;
    client.setQueryData(['session', 'demo', 'reference', 'taxes'], { items: [], total: 0, fetched: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(storage.entries.get(cacheKey('demo', 'admin'))?.clientState.queries).toHaveLength(1);
    await forgetQueryCache('demo', 'admin', storage);
    expect(storage.entries.has(cacheKey('demo', 'admin'))).toBe(false);
    expect(storage.entries.has(cacheKey('demo', 'letan'))).toBe(true);
  });

  it('writes only when a kept answer arrives, changes or goes, not for fetches or invalidations', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const writes = vi.spyOn(storage, 'set');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await startQueryPersistence(client, { tenant: 'demo', user: 'thungan' }, () => true, storage);
    const key = ['session', 'demo', 'reference', 'units'];
    client.setQueryData(key, { items: [], total: 0, fetched: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(writes).toHaveBeenCalledTimes(1);

    // A refresh that fails (offline), an invalidation, a search without an answer: nothing written.
    await client
      .fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => {});
    await client.invalidateQueries({ queryKey: key, refetchType: 'none' });
    void client.prefetchQuery({
      queryKey: ['session', 'demo', 'customers', 'search', '0900'],
      queryFn: () => new Promise(() => {}),
    });
    await vi.advanceTimersByTimeAsync(1500);
    expect(writes).toHaveBeenCalledTimes(1);

    client.setQueryData(key, { items: [{ id: '1' }], total: 1, fetched: 2 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(writes).toHaveBeenCalledTimes(2);
    client.removeQueries({ queryKey: key });
    await vi.advanceTimersByTimeAsync(1500);
    expect(writes).toHaveBeenCalledTimes(3);
    expect(storage.entries.get(cacheKey('demo', 'thungan'))?.clientState.queries).toEqual([]);
  });

  it("without a user, forgets every entry of the tenant and no other tenant's", async () => {
    const storage = memoryStorage();
    const saved = snapshotOf(new QueryClient(), 'demo');
    for (const key of [cacheKey('demo', 'a'), cacheKey('demo', 'b'), cacheKey('demo2', 'a')]) {
      await storage.set(key, saved);
    }
    await forgetQueryCache('demo', undefined, storage);
    expect([...storage.entries.keys()]).toEqual([cacheKey('demo2', 'a')]);
  });
});
