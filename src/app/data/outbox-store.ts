import { createStore, del, entries, get, set } from 'idb-keyval';
import type { OutboxItem } from './outbox-queue.ts';

/** Where one user's outbox items live, by item id. */
export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  get(id: string): Promise<OutboxItem | undefined>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

/** IndexedDB database `name` (idb-keyval), store `items`: survives reloads and browser restarts. */
function indexedDbStore(name: string): OutboxStore {
  const store = createStore(name, 'items');
  return {
    all: async () => (await entries<string, OutboxItem>(store)).map(([, item]) => item),
    get: (id) => get<OutboxItem>(id, store),
    put: (item) => set(item.id, item, store),
    remove: (id) => del(id, store),
  };
}

/**
 * Without IndexedDB (a browser that refuses it, a test DOM) the queue still orders and retries
 * writes for as long as the page lives; it cannot outlive a reload there.
 */
function memoryStore(): OutboxStore {
  const items = new Map<string, OutboxItem>();
  return {
    all: async () => [...items.values()],
    get: async (id) => items.get(id),
    put: async (item) => {
      items.set(item.id, item);
    },
    remove: async (id) => {
      items.delete(id);
    },
  };
}

export function openOutboxStore(name: string): OutboxStore {
  return typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(name);
}
