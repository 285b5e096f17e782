import { z } from 'zod';

/**
 * notifications/* — stored per user, shown in the bell and /user/notifications, delivered live on
 * the hub (/api/hubs/notification, `ReceiveNotification`) and to devices by push (spec §3, §4).
 */

/** A notification kind: `broadcast`, `task`, `reminder`, `system`… (free, lowercase). */
export const notificationKindSchema = z.string().regex(/^[a-z][a-z0-9_.-]{0,39}$/);

/** A path inside the app the notification opens (`/crm/tasks/…`); never another origin. */
export const targetPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/);

/** Bounded so a hub delivery fits one PostgreSQL NOTIFY (8000 bytes) and a push payload (4 KB). */
export const notificationContentSchema = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(1000).default(''),
  target: targetPathSchema.nullish(),
  kind: notificationKindSchema.default('system'),
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

export const historiesQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  /** `1`: only unread ones. */
  unread: z.enum(['0', '1']).optional(),
});

export interface HistoriesResponse {
  notifications: NotificationItem[];
  total: number;
  total_unread: number;
}

/** PUT view: one id or several. */
export const viewSchema = z.union([
  z.object({ id: z.string().min(1).max(100) }),
  z.object({ ids: z.array(z.string().min(1).max(100)).min(1).max(1000) }),
]);

/**
 * The user's preferences. `push_enabled`: device push (OS pop-ups) on or off. `muted_kinds`:
 * kinds that are not pushed to devices. History and the live hub always get every notification,
 * so the bell's unread count stays true.
 */
export const notificationSettingsSchema = z.object({
  push_enabled: z.boolean(),
  muted_kinds: z.array(notificationKindSchema).max(50),
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
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** POST tokens/register: the token is a Web Push subscription (JSON text or object) or an FCM token. */
export const registerTokenSchema = z.object({
  os_type: z.literal('browser'),
  device_id: z.string().trim().min(1).max(200),
  token: z.union([z.string().trim().min(1).max(4000), webPushSubscriptionSchema]),
});

/** POST broadcast (administrators): to named users, users of branches, or the whole tenant. */
export const broadcastSchema = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(1000).default(''),
  target: targetPathSchema.nullish(),
  users: z.array(z.string().min(1).max(100)).max(10_000).optional(),
  branches: z.array(z.string().min(1).max(20)).max(1000).optional(),
});
