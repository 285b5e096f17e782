import {
  type NotificationContent,
  notificationContentSchema,
} from '../../../contract/api/notifications.api.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import type { ClientInfo } from '../../http/context.ts';
import type { PushTopics } from '../../realtime/push/push-provider.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import {
  activeUserNames,
  insertNotifications,
  type NotificationText,
  pushTargetsFor,
  type StoredNotification,
} from './notifications.store.ts';
import { messageOf, type PushReport, pushToDevices } from './push-delivery.ts';
import { TOPIC_KIND, tenantTopic } from './topic-membership.ts';

/** Hub method the client listens to for a new notification (its argument: a NotificationItem). */
export const RECEIVE_NOTIFICATION = 'ReceiveNotification';
/** Hub method telling a user's other tabs that notifications were read: `{ ids | all, total_unread }`. */
export const NOTIFICATIONS_READ = 'NotificationsRead';

export const SYSTEM_CLIENT: ClientInfo = { ip: null, deviceId: null, userAgent: null };

export interface SendOptions {
  /** Who sends (the audit's user); null for the system (scheduler, other modules' events). */
  by?: string | null;
  client?: ClientInfo;
}

export interface SendResult {
  notifications: StoredNotification[];
  /** Settles when every device push was tried (failures are logged, never thrown). */
  pushed: Promise<PushReport>;
}

/**
 * sendNotification() for every module: stores one notification per active user in one
 * transaction with its audit entry, then publishes it on the hub of every process and pushes it
 * to the users' devices.
 */
export class Notifier {
  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
  ) {}

  /** `userNames` null: every active user of the tenant. */
  async sendNotification(
    tenantId: string,
    userNames: readonly string[] | null,
    content: NotificationContent,
    options: SendOptions = {},
  ): Promise<SendResult> {
    const stored = await withTenant(this.db, tenantId, async (tx) => {
      const recipients = await activeUserNames(tx, userNames);
      return this.storeIn(tx, tenantId, recipients, content, options);
    });
    return this.deliver(tenantId, stored);
  }

  /** Stores and audits inside the caller's transaction; call deliver() once it has committed. */
  async storeIn(
    tx: Tx,
    tenantId: string,
    recipients: readonly string[],
    content: NotificationContent,
    options: SendOptions = {},
  ): Promise<StoredNotification[]> {
    const parsed = notificationContentSchema.parse(content);
    const text: NotificationText = { ...parsed, target: parsed.target ?? null };
    const stored = await insertNotifications(tx, tenantId, recipients, text, options.by ?? null);
    if (stored.length > 0) {
      const detail = { kind: text.kind, title: text.title, target: text.target, users: recipients.length };
      const entry = { user_name: options.by ?? null, action: 'notify', object: 'notifications', detail };
      await writeAudit(tx, tenantId, entry, options.client ?? SYSTEM_CLIENT);
    }
    return stored;
  }

  /**
   * Publishes stored notifications on the hub (all processes) and starts the device pushes.
   * `viaTopic`: they went to every active user, so FCM devices get one send to the tenant's topic.
   */
  async deliver(
    tenantId: string,
    stored: StoredNotification[],
    options: { viaTopic?: boolean } = {},
  ): Promise<SendResult> {
    await this.realtime
      .publish(
        stored.map(({ user_name, ...item }) => ({
          tenantId,
          users: [user_name],
          target: RECEIVE_NOTIFICATION,
          args: [item],
        })),
      )
      .catch((error) => console.error('[notifications] hub publish failed', error));
    const pushed = this.push(tenantId, stored, options.viaTopic === true);
    return { notifications: stored, pushed };
  }

  /** Tells the user's open tabs (every process) that notifications were read. */
  async announceRead(
    tenantId: string,
    userName: string,
    read: { ids: string[] | 'all'; total_unread: number },
  ) {
    await this.realtime
      .publish([{ tenantId, users: [userName], target: NOTIFICATIONS_READ, args: [read] }])
      .catch((error) => console.error('[notifications] hub publish failed', error));
  }

  private async push(
    tenantId: string,
    stored: StoredNotification[],
    wholeTenant: boolean,
  ): Promise<PushReport> {
    const first = stored[0];
    if (!first) return { sent: 0, gone: 0, failed: 0 };
    try {
      const providers = await this.realtime.options.pushProviders(tenantId);
      const topics = wholeTenant && first.kind === TOPIC_KIND ? providers.fcm?.topics : undefined;
      const topicSent = topics ? await sendToTopic(topics, tenantId, first) : false;
      const users = stored.map((n) => n.user_name);
      const all = await withTenant(this.db, tenantId, (tx) => pushTargetsFor(tx, users, first.kind));
      // The topic reached the FCM devices; should it fail, they are sent to one by one instead.
      const targets = topicSent ? all.filter((target) => target.provider !== 'fcm') : all;
      if (targets.length === 0) return { sent: topicSent ? 1 : 0, gone: 0, failed: 0 };
      const report = await pushToDevices(this.db, providers, tenantId, stored, targets);
      return topicSent ? { ...report, sent: report.sent + 1 } : report;
    } catch (error) {
      console.error('[notifications] push failed', error);
      return { sent: 0, gone: 0, failed: stored.length };
    }
  }
}

/**
 * One FCM send to the tenant's topic; false when it failed (logged), so devices get direct sends.
 * Each user's stored copy has its own id, so the topic's message names none.
 */
async function sendToTopic(topics: PushTopics, tenantId: string, n: StoredNotification): Promise<boolean> {
  const outcome = await topics.send(tenantTopic(tenantId), { ...messageOf(tenantId, n), id: '' });
  if (outcome.status === 'sent') return true;
  console.warn(
    `[push] FCM topic send for ${tenantId} failed: ${outcome.status === 'failed' ? outcome.reason : 'gone'}`,
  );
  return false;
}
