import type { Agent } from 'node:https';
import type { Db } from '../../db/client.ts';
import type { ServerSecrets } from '../../db/secrets.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { type FcmOptions, fcmProvider } from '../../realtime/push/fcm-provider.ts';
import { webPushProvider } from '../../realtime/push/web-push-provider.ts';
import { type PushProviders, Realtime } from '../../realtime/realtime.ts';
import { unreadCount } from './notifications.store.ts';
import { Notifier } from './notifier.ts';

/** Hub method a client invokes for its unread count. */
export const GET_UNREAD_COUNT = 'GetUnreadCount';

/** The notification machinery of one server process, shared by the routes, the hub and the scheduler. */
export interface NotificationsRuntime {
  realtime: Realtime;
  notifier: Notifier;
  vapidPublicKey: string;
  usesFcm: (tenantId: string) => boolean;
}

export interface NotificationsConfig {
  /** VAPID `sub` (VAPID_SUBJECT); default derived from PUBLIC_URL, else a placeholder address. */
  vapidSubject?: string | undefined;
  /** FCM service account and API origin when FCM is configured. */
  fcm?: FcmOptions | undefined;
  /** HTTPS agent for Web Push requests (tests trust their self-signed endpoint). */
  webPushAgent?: Agent | undefined;
  pingIntervalMs?: number;
  recheckIntervalMs?: number;
}

/**
 * Builds the hub (in-process bus until Realtime.connectBus), the push services and the notifier.
 * Push settings are chosen per tenant through `pushProviders(tenantId)`: today every tenant of an
 * install shares the install's VAPID keys and FCM account.
 */
export function createNotificationsRuntime(
  db: Db,
  secrets: ServerSecrets,
  defaultTenant: string | undefined,
  config: NotificationsConfig = {},
): NotificationsRuntime {
  const providers: PushProviders = {
    webpush: webPushProvider({
      keys: secrets.vapid,
      subject: config.vapidSubject ?? 'mailto:push@sen.invalid',
      agent: config.webPushAgent,
    }),
    fcm: config.fcm ? fcmProvider(config.fcm) : undefined,
  };
  const realtime = new Realtime({
    db,
    jwtKey: secrets.jwt,
    defaultTenant,
    pushProviders: () => providers,
    pingIntervalMs: config.pingIntervalMs,
    recheckIntervalMs: config.recheckIntervalMs,
  });
  realtime.addMethods({
    // The bell's count on (re)connect, without an HTTP round trip.
    [GET_UNREAD_COUNT]: (identity) =>
      withTenant(db, identity.tenantId, (tx) => unreadCount(tx, identity.user.user_name)),
  });
  return {
    realtime,
    notifier: new Notifier(db, realtime),
    vapidPublicKey: secrets.vapid.publicKey,
    usesFcm: () => providers.fcm !== undefined,
  };
}
