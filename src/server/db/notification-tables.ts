import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, text } from 'drizzle-orm/pg-core';
import { requiredTexts, ts } from './columns.ts';
import { tenantTable } from './tenant-table.ts';

/** Notifications stored per user (the bell and /user/notifications); `id` is a UUIDv7. */
export const notifications = tenantTable(
  'notifications',
  {
    ...requiredTexts('user_name', 'kind', 'title', 'body'),
    /** Path the notification opens in the app (a task opens that task). */
    target: text('target'),
    is_read: boolean('is_read').notNull().default(false),
    read_at: ts('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.tenant_id, t.user_name, t.id),
    index('notifications_unread_idx').on(t.tenant_id, t.user_name).where(sql`NOT ${t.is_read}`),
  ],
);

/** A user's notification preferences; `id` is the user name. */
export const notificationSettings = tenantTable('notification_settings', {
  push_enabled: boolean('push_enabled').notNull().default(true),
  muted_kinds: text('muted_kinds').array().notNull().default(sql`'{}'::text[]`),
});

/**
 * Devices registered for push (POST notifications/tokens/register). `id` is a hash of the
 * provider and token, so registering the same subscription again updates its row.
 */
export const pushSubscriptions = tenantTable(
  'push_subscriptions',
  {
    ...requiredTexts('user_name', 'os_type', 'device_id'),
    /** webpush (VAPID subscription JSON) or fcm (registration token). */
    ...requiredTexts('provider', 'token'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.tenant_id, t.user_name)],
);

/**
 * Notifications to send later (scheduleNotification). A job is claimed by one server process
 * (claim_scheduled_notifications, migration 0014) and marked done in the transaction that stores
 * the notifications, so it runs once.
 */
export const scheduledNotifications = tenantTable(
  'scheduled_notifications',
  {
    run_at: ts('run_at').notNull(),
    payload: jsonb('payload').notNull(),
    claimed_by: text('claimed_by'),
    claimed_at: ts('claimed_at'),
    done_at: ts('done_at'),
    error: text('error'),
  },
  (t) => [index('scheduled_notifications_due_idx').on(t.run_at).where(sql`${t.done_at} IS NULL`)],
);
