import { z } from 'zod/mini';

/**
 * notifications/* — stored per user, shown in the bell and /user/notifications, delivered live on
 * the hub (/api/hubs/notification, `ReceiveNotification`) and to devices by push (spec §3, §4).
 */

const sized = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** A notification kind: `broadcast`, `task`, `reminder`, `system`… (free, lowercase). */
export const notificationKindSchema = z.string().check(z.regex(/^[a-z][a-z0-9_.-]{0,39}$/));

/** A path inside the app the notification opens (`/crm/tasks/…`); never another origin. */
export const targetPathSchema = z.string().check(z.maxLength(500), z.regex(/^\/(?!\/)[^\s\\]*$/));

/** Bounded so a hub delivery fits one PostgreSQL NOTIFY (8000 bytes) and a push payload (4 KB). */
export const notificationContentSchema = z.object({
  title: trimmed(1, 200),
  body: z._default(trimmed(0, 1000), ''),
  target: z.nullish(targetPathSchema),
  kind: z._default(notificationKindSchema, 'system'),
});
export type NotificationContent = z.input<typeof notificationContentSchema>;

/** One notification as histories answer it and the hub's `ReceiveNotification` carries it. */
export interface NotificationItem {
  id: string;
  kind: string;
  title: string;
  body: string;
  target: string | null;
  is_read: boolean;
  created_at: string;
}

export interface HistoriesResponse {
  notifications: NotificationItem[];
  total: number;
  total_unread: number;
}

/** PUT view: one id or several. */
export const viewSchema = z.union([
  z.object({ id: sized(1, 100) }),
  z.object({ ids: z.array(sized(1, 100)).check(z.minLength(1), z.maxLength(1000)) }),
]);

/**
 * The user's preferences. `push_enabled`: device push (OS pop-ups) on or off. `muted_kinds`:
 * kinds that are not pushed to devices. History and the live hub always get every notification,
 * so the bell's unread count stays true.
 */
export const notificationSettingsSchema = z.object({
  push_enabled: z.boolean(),
  muted_kinds: z.array(notificationKindSchema).check(z.maxLength(50)),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export interface NotificationSettingsResponse extends NotificationSettings {
  /** Which push service the client subscribes with: webpush (VAPID) or fcm. */
  push_provider: 'webpush' | 'fcm';
  /** applicationServerKey for PushManager.subscribe (base64url). */
  vapid_public_key: string;
}

/** A Web Push subscription as PushSubscription.toJSON() gives it. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)),
  expirationTime: z.nullish(z.number()),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/)),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/)),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** POST tokens/register: the token is a Web Push subscription (JSON text or object) or an FCM token. */
export const registerTokenSchema = z.object({
  os_type: z.literal('browser'),
  device_id: trimmed(1, 200),
  token: z.union([trimmed(1, 4000), webPushSubscriptionSchema]),
});

/** POST broadcast (administrators): to named users, users of branches, or the whole tenant. */
export const broadcastSchema = z.object({
  title: trimmed(1, 200),
  body: z._default(trimmed(0, 1000), ''),
  target: z.nullish(targetPathSchema),
  users: z.optional(z.array(sized(1, 100)).check(z.maxLength(10_000))),
  branches: z.optional(z.array(sized(1, 20)).check(z.maxLength(1000))),
});
