import { type Database, type Db, openDatabase } from './db/client.ts';
import { syncCommands } from './db/provision.ts';
import { seedDemo } from './db/seed.ts';
import { ensureJwtKey } from './modules/auth/tokens.ts';

export interface BootOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  jwtSecret?: string | undefined;
  /** More owner-only work after the standard steps (the tenant CLI, tests). */
  afterMigrate?: (owner: Db) => Promise<unknown>;
}

/**
 * Opens the database and does the owner-only start-up work after migrations: menu commands in
 * line with the code, the token signing key, and the demo tenant when asked.
 */
export async function bootDatabase(
  options: BootOptions,
): Promise<{ database: Database; jwtKey: Uint8Array }> {
  let jwtKey: Uint8Array | undefined;
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    afterMigrate: async (owner) => {
      if (options.seedDemo) await seedDemo(owner);
      await syncCommands(owner);
      jwtKey = await ensureJwtKey(owner, options.jwtSecret);
      await options.afterMigrate?.(owner);
    },
  });
  if (!jwtKey) throw new Error('start-up did not produce a signing key');
  return { database, jwtKey };
}
