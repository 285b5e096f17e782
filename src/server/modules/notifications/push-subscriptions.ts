import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';

export interface NewSubscription {
  user_name: string;
  os_type: string;
  device_id: string;
  provider: 'webpush' | 'fcm';
  token: string;
}

/** The same provider and token always get the same row id, so a re-registration updates it. */
export function subscriptionId(provider: string, token: string): string {
  return createHash('sha256').update(`${provider}\n${token}`).digest('base64url');
}

/**
 * Stores a device's subscription for the user. A device holds one subscription per user: a new
 * token from the same device replaces the old one (browsers renew subscriptions). Answers the row
 * id and the FCM tokens replaced, which leave the tenant's topic.
 */
export async function saveSubscription(
  tx: Tx,
  tenantId: string,
  sub: NewSubscription,
): Promise<{ id: string; replacedFcm: string[] }> {
  const id = subscriptionId(sub.provider, sub.token);
  const replaced = await tx
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.user_name, sub.user_name),
        eq(pushSubscriptions.device_id, sub.device_id),
        ne(pushSubscriptions.id, id),
      ),
    )
    .returning({ provider: pushSubscriptions.provider, token: pushSubscriptions.token });
  await tx
    .insert(pushSubscriptions)
    .values({ tenant_id: tenantId, id, ...sub, created_by: sub.user_name, updated_by: sub.user_name })
    .onConflictDoUpdate({
      target: [pushSubscriptions.tenant_id, pushSubscriptions.id],
      set: {
        user_name: sub.user_name,
        device_id: sub.device_id,
        os_type: sub.os_type,
        updated_at: new Date(),
      },
    });
  return { id, replacedFcm: replaced.filter((row) => row.provider === 'fcm').map((row) => row.token) };
}

export async function removeSubscription(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
