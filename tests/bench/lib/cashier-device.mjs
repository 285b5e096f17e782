/**
 * What the cashier keeps on the device (IndexedDB), for the sales benchmark: its persisted query
 * cache (`sen-cache`/`queries`, key `<tenant>.query_cache.<user>`: the catalogue and the customer
 * searches, src/app/data/query-persist.ts) and its outbox (`<tenant>.outbox.<user>`/`items`,
 * src/app/data/outbox-store.ts). Written from a same-origin page that runs no app code (a static
 * file), so the app cannot save over it meanwhile.
 */

/**
 * Runs operation `op` in the page against IndexedDB database `name`, store `store` (one function,
 * no eval: the app's CSP refuses it). Ops: `seed` (the query cache), `getAll`, `put` (the outbox).
 */
function inStore(page, name, store, op, arg) {
  return page.evaluate(
    async ({ name, store, op, arg }) => {
      const db = await new Promise((done, fail) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error);
      });
      const request = (r) =>
        new Promise((done, fail) => {
          r.onsuccess = () => done(r.result);
          r.onerror = () => fail(r.error);
        });
      const tx = () => db.transaction(store, 'readwrite').objectStore(store);
      try {
        if (op === 'getAll') return await request(tx().getAll());
        if (op === 'put') {
          const objects = tx();
          for (const item of arg) await request(objects.put(item, item.id));
          return arg.length;
        }
        const { key, items, customers } = arg;
        const saved = await request(tx().get(key));
        if (!saved) return { error: `no kept cache under ${key}` };
        const queries = saved.clientState.queries;
        const catalogue = queries.find(
          (q) => q.queryKey.at(-1) === 'catalogue' && q.queryKey.includes('cashier'),
        );
        const search = queries.find(
          (q) => q.queryKey.at(-2) === 'customers' && q.queryKey.includes('cashier'),
        );
        if (!catalogue || !search) return { error: 'the till kept no catalogue or no customer search' };
        const keys = (o) =>
          Object.keys(o ?? {})
            .sort()
            .join();
        if (keys(catalogue.state.data[0]) !== keys(items[0]))
          return {
            error: `catalogue item fields: app ${keys(catalogue.state.data[0])}, bench ${keys(items[0])}`,
          };
        if (search.state.data[0] && keys(search.state.data[0]) !== keys(customers[0]))
          return { error: `customer fields: app ${keys(search.state.data[0])}, bench ${keys(customers[0])}` };
        const now = Date.now();
        catalogue.state.data = items;
        catalogue.state.dataUpdatedAt = now;
        const queryKey = [...search.queryKey.slice(0, -1), 'bench-device'];
        const kept = { ...search, queryKey, queryHash: JSON.stringify(queryKey) };
        kept.state = { ...search.state, data: customers, dataUpdatedAt: now };
        saved.clientState.queries = [...queries.filter((q) => q.queryHash !== kept.queryHash), kept];
        saved.timestamp = now;
        await request(tx().put(saved, key));
        return { kept: queries.length };
      } finally {
        db.close();
      }
    },
    { name, store, op, arg },
  );
}

/**
 * Replaces the kept catalogue with `items` and adds one customer search answering `customers`
 * (the shape of each copied from the app's own entries, which must exist: the till was opened and
 * a customer searched online). Throws when the app's items have other fields than the bench's.
 */
export async function seedDevice(page, { tenant, user, items, customers }) {
  const key = `${tenant}.query_cache.${encodeURIComponent(user)}`;
  const result = await inStore(page, 'sen-cache', 'queries', 'seed', { key, items, customers });
  if (result.error) throw new Error(`seeding the device: ${result.error}`);
}

/** The outbox's items (`<tenant>.outbox.<user>`). */
export const outboxItems = (page, tenant, user) =>
  inStore(page, `${tenant}.outbox.${user}`, 'items', 'getAll');

/** Puts `items` into the outbox, keyed by their id (as outbox-store.ts keeps them). */
export const putOutboxItems = (page, tenant, user, items) =>
  inStore(page, `${tenant}.outbox.${user}`, 'items', 'put', items);
