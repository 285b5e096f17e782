import { type Database, type Db, openDatabase } from './db/client.ts';
import { syncCommands } from './db/provision.ts';
import { loadSecrets, type ServerSecrets, type VapidKeys } from './db/secrets.ts';
import { syncDocumentVouchers } from './db/seed/document-vouchers.ts';
import { DEMO_TENANT, seedDemo } from './db/seed.ts';
import { syncPlaces } from './modules/places/places.load.ts';
import { seedDemoDocuments } from './modules/stock/demo-documents.ts';

export interface BootOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  /** Generated customers of the demo tenant (default none: tests count their own). */
  demoCustomers?: number;
  /** Months of posted stock documents of the demo tenant (default none: tests post their own). */
  demoDocuments?: number;
  jwtSecret?: string | undefined;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured; else generated once and kept. */
  vapidKeys?: VapidKeys | undefined;
  /** Load the shared places data when out of date (default true; a CLI command leaves it to the server). */
  loadPlaces?: boolean;
  /** More owner-only work after the standard steps (the tenant CLI, tests). */
  afterMigrate?: (owner: Db) => Promise<unknown>;
}

/**
 * Opens the database and does the owner-only start-up work after migrations: menu commands and
 * the documents' voucher types in line with the code, the shared places data, the server secrets,
 * and the demo tenant when asked.
 */
export async function bootDatabase(
  options: BootOptions,
): Promise<{ database: Database; secrets: ServerSecrets }> {
  let secrets: ServerSecrets | undefined;
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    afterMigrate: async (owner) => {
      const seeded = options.seedDemo && (await seedDemo(owner, { customers: options.demoCustomers ?? 0 }));
      // Through the document engine, once: when the demo tenant has just been made.
      if (seeded && options.demoDocuments)
        await seedDemoDocuments(owner, DEMO_TENANT, { months: options.demoDocuments });
      await syncCommands(owner);
      await syncDocumentVouchers(owner);
      if (options.loadPlaces !== false) await syncPlaces(owner);
      secrets = await loadSecrets(owner, options.jwtSecret, options.vapidKeys);
      await options.afterMigrate?.(owner);
    },
  });
  if (!secrets) throw new Error('start-up did not load the server secrets');
  return { database, secrets };
}
