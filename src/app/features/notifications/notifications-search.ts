import { z } from 'zod';
import { PAGE_SIZES } from '../../../contract/entity/define.ts';

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** The address of /user/notifications: page (from 1), size and filter; junk falls back. */
export const notificationsSearchSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .catch(20)
    .default(20),
  filter: z.enum(NOTIFICATION_FILTERS).catch('all').default('all'),
});

export type NotificationsSearch = z.infer<typeof notificationsSearchSchema>;

export const NOTIFICATIONS_SEARCH_DEFAULTS = { pageIndex: 1, pageSize: 20, filter: 'all' } as const;
