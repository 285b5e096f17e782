import type { Agent } from 'node:https';
import type { Db } from '../../db/client.ts';
import type { ServerSecrets } from '../../db/secrets.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { type FcmOptions, fcmProvider } from '../../realtime/push/fcm-provider.ts';
import { webPushProvider } from '../../realtime/push/web-push-provider.ts';
import { Realtime } from '../../realtime/realtime.ts';
import { unreadCount } from './notifications.store.ts';
import { Notifier } from './notifier.ts';
import { tenantPushProviders } from './tenant-push.ts';
import { TopicMembership } from './topic-membership.ts';

/** RFC 8292 wants a contact; `.invalid` says plainly that none was configured. */
export const NO_CONTACT_SUBJECT = 'mailto:push@sen.invalid';

/** Hub method a client invokes for its unread count. */
export const GET_UNREAD_COUNT = 'GetUnreadCount';

/** The notification machinery of one server process, shared by the routes, the hub and the scheduler. */
export interface NotificationsRuntime {
  realtime: Realtime;
  notifier: Notifier;
  vapidPublicKey: string;
  usesFcm: (tenantId: string) => Promise<boolean>;
  /** Users' FCM tokens in their tenant's topic. */
  topics: TopicMembership;
}

export interface NotificationsConfig {
  /** VAPID `sub` (VAPID_SUBJECT or the https PUBLIC_URL); NO_CONTACT_SUBJECT when neither is set. */
  vapidSubject?: string | undefined;
  /** The install's FCM service account when configured (FCM_SERVICE_ACCOUNT). */
  fcm?: FcmOptions | undefined;
  /** FCM API origin for tenants' own accounts (FCM_API_URL). */
  fcmApiUrl?: string | undefined;
  /** Instance ID API origin (topics) for tenants' own accounts (FCM_IID_URL). */
  fcmIidUrl?: string | undefined;
  /** Public https address of the app, for absolute click links in FCM messages. */
  publicUrl?: string | undefined;
  /** HTTPS agent for Web Push requests (tests trust their self-signed endpoint). */
  webPushAgent?: Agent | undefined;
  pingIntervalMs?: number;
  recheckIntervalMs?: number;
}

/**
 * Builds the hub (in-process bus until Realtime.connectBus), the push services and the notifier.
 * Push services are chosen per tenant (tenant-push.ts): the tenant's own FCM account, else the
 * install's; Web Push with the install's VAPID keys always.
 */
export function createNotificationsRuntime(
  db: Db,
  secrets: ServerSecrets,
  defaultTenant: string | undefined,
  config: NotificationsConfig = {},
): NotificationsRuntime {
  const pushProviders = tenantPushProviders({
    db,
    webpush: webPushProvider({
      keys: secrets.vapid,
      subject: config.vapidSubject ?? NO_CONTACT_SUBJECT,
      agent: config.webPushAgent,
    }),
    installFcm: config.fcm ? fcmProvider(config.fcm) : undefined,
    fcmApiUrl: config.fcmApiUrl ?? config.fcm?.apiUrl,
    fcmIidUrl: config.fcmIidUrl ?? config.fcm?.iidUrl,
    publicUrl: config.publicUrl,
  });
  const realtime = new Realtime({
    db,
    jwtKey: secrets.jwt,
    defaultTenant,
    pushProviders,
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
    usesFcm: async (tenantId) => (await pushProviders(tenantId)).fcm !== undefined,
    topics: new TopicMembership(db, pushProviders),
  };
}
