import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from './client.ts';
import { appSecrets } from './schema.ts';

export interface ServerSecrets {
  /** HS256 key of access tokens. */
  jwt: Uint8Array;
  /** Master secret the per-tenant encryption keys derive from (system/encrypt). */
  encrypt: Uint8Array;
  /** VAPID key pair of Web Push (base64url P-256), generated on first start unless configured. */
  vapid: VapidKeys;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * A secret from configuration, or else one generated on first start and kept in app_secrets, so
 * every process on the same database shares it. Owner-only: the app role cannot read the table.
 */
async function ensureSecret(owner: Db, name: string, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await owner
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await owner.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing from app_secrets`);
  return new TextEncoder().encode(row.value);
}

/**
 * The install's VAPID keys: kept in app_secrets like the others, so every process signs with the
 * same key and browser subscriptions (bound to the public key) survive restarts.
 */
async function ensureVapid(owner: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const generated = webPush.generateVAPIDKeys();
  await owner
    .insert(appSecrets)
    .values({ name: 'vapid', value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await owner.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'));
  if (!row) throw new Error('secret vapid missing from app_secrets');
  return JSON.parse(row.value) as VapidKeys;
}

export async function loadSecrets(
  owner: Db,
  configuredJwt: string | undefined,
  configuredVapid?: VapidKeys,
): Promise<ServerSecrets> {
  return {
    jwt: await ensureSecret(owner, 'jwt', configuredJwt),
    encrypt: await ensureSecret(owner, 'encrypt', undefined),
    vapid: await ensureVapid(owner, configuredVapid),
  };
}
