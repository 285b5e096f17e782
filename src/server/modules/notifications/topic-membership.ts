import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationSettings, pushSubscriptions } from '../../db/notification-tables.ts';
import { users } from '../../db/schema.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import type { TopicReport } from '../../realtime/push/push-provider.ts';
import type { PushProviders } from '../../realtime/realtime.ts';

/** The kind whose tenant-wide sends go to the topic. */
export const TOPIC_KIND = 'broadcast';

/** The tenant's FCM topic (topic names allow letters, digits and `-_.~%`). */
export function tenantTopic(tenantId: string): string {
  return `sen-${tenantId.replace(/[^a-zA-Z0-9_.~-]/g, '_')}`;
}

/**
 * Spec §6: a browser's FCM token is subscribed to its tenant's topic, so a broadcast to the whole
 * tenant is one FCM send. A device belongs there while its user is active, has device push on and
 * does not mute broadcasts — the same rule per-device sends follow (pushTargetsFor), so the topic
 * never reaches a device a direct send would skip. Every change of that rule (a token registered
 * or replaced, settings saved, a user locked or unlocked) brings the user's tokens in line once it
 * has committed; a failure is only logged (spec §8) and the next change retries it.
 */
export class TopicMembership {
  constructor(
    private readonly db: Db,
    private readonly providers: (tenantId: string) => Promise<PushProviders>,
  ) {}

  /** `dropped`: FCM tokens just replaced or removed, to take out of the topic. */
  async sync(tenantId: string, userName: string, dropped: readonly string[] = []): Promise<void> {
    try {
      const topics = (await this.providers(tenantId)).fcm?.topics;
      if (!topics) return;
      const topic = tenantTopic(tenantId);
      if (dropped.length > 0) this.log(tenantId, 'unsubscribe', await topics.unsubscribe(topic, dropped));
      const { tokens, member } = await withTenant(this.db, tenantId, async (tx) => ({
        tokens: await fcmTokensOf(tx, userName),
        member: await belongsToTopic(tx, userName),
      }));
      if (tokens.length === 0) return;
      const report = member ? await topics.subscribe(topic, tokens) : await topics.unsubscribe(topic, tokens);
      this.log(tenantId, member ? 'subscribe' : 'unsubscribe', report);
      if (report.gone.length > 0) await this.forget(tenantId, userName, report.gone);
    } catch (error) {
      console.warn(`[push] topic membership of ${userName}@${tenantId} failed`, error);
    }
  }

  private log(tenantId: string, action: string, report: TopicReport): void {
    if (report.failed > 0)
      console.warn(`[push] ${tenantId}: FCM topic ${action} failed for ${report.failed} token(s)`);
  }

  /** Tokens FCM no longer knows: their subscriptions go, as a send answered UNREGISTERED would. */
  private async forget(tenantId: string, userName: string, tokens: readonly string[]): Promise<void> {
    await withTenant(this.db, tenantId, (tx) =>
      tx
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.user_name, userName),
            eq(pushSubscriptions.provider, 'fcm'),
            inArray(pushSubscriptions.token, [...tokens]),
          ),
        ),
    );
  }
}

async function fcmTokensOf(tx: Tx, userName: string): Promise<string[]> {
  const rows = await tx
    .select({ token: pushSubscriptions.token })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.user_name, userName), eq(pushSubscriptions.provider, 'fcm')));
  return rows.map((row) => row.token);
}

async function belongsToTopic(tx: Tx, userName: string): Promise<boolean> {
  const [row] = await tx
    .select({
      status: users.status,
      push_enabled: notificationSettings.push_enabled,
      muted_kinds: notificationSettings.muted_kinds,
    })
    .from(users)
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.tenant_id, users.tenant_id), eq(notificationSettings.id, users.user_name)),
    )
    .where(eq(users.user_name, userName));
  if (row?.status !== 1) return false;
  return row.push_enabled !== false && !((row.muted_kinds as string[] | null) ?? []).includes(TOPIC_KIND);
}
