import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import type { pushSubscriptions } from '../../db/schema.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { PushMessage, PushProvider } from '../../realtime/push/push-provider.ts';
import type { PushProviders } from '../../realtime/realtime.ts';
import type { StoredNotification } from './notifications.store.ts';
import { removeSubscription } from './push-subscriptions.ts';

export interface PushReport {
  sent: number;
  /** Subscriptions the push service said are gone (404/410): removed. */
  gone: number;
  failed: number;
}

/** Devices pushed at once: enough to overlap the network waits, few enough not to flood. */
const CONCURRENCY = 8;

/**
 * Pushes each stored notification to its user's devices. A subscription the service answers
 * gone is removed (audited as the system); other failures are only logged (spec §8).
 */
export async function pushToDevices(
  db: Db,
  providers: PushProviders,
  tenantId: string,
  stored: readonly StoredNotification[],
  targets: readonly (typeof pushSubscriptions.$inferSelect)[],
): Promise<PushReport> {
  const byUser = new Map(stored.map((n) => [n.user_name, n]));
  const report: PushReport = { sent: 0, gone: 0, failed: 0 };
  const queue = [...targets];
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const notification = byUser.get(target.user_name);
      const provider: PushProvider | undefined =
        target.provider === 'fcm' ? providers.fcm : providers.webpush;
      if (!notification || !provider) continue;
      const outcome = await provider.send(
        { id: target.id, provider: provider.kind, token: target.token },
        messageOf(tenantId, notification),
      );
      if (outcome.status === 'sent') report.sent++;
      else if (outcome.status === 'gone') {
        report.gone++;
        await forget(db, tenantId, target.id, target.user_name);
      } else {
        report.failed++;
        console.warn(
          `[push] ${target.provider} to ${target.user_name}@${tenantId} failed: ${outcome.reason}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  return report;
}

export function messageOf(tenantId: string, n: StoredNotification): PushMessage {
  return { id: n.id, kind: n.kind, title: n.title, body: n.body, target: n.target, tenant: tenantId };
}

async function forget(db: Db, tenantId: string, id: string, userName: string): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    if (!(await removeSubscription(tx, id))) return;
    await writeAudit(
      tx,
      tenantId,
      {
        user_name: null,
        action: 'delete',
        object: 'notifications/tokens',
        record_id: id,
        detail: { user_name: userName, reason: 'gone' },
      },
      { ip: null, deviceId: null, userAgent: null },
    );
  }).catch((error) => console.error('[push] could not remove a gone subscription', error));
}
