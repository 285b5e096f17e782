import { z } from 'zod/mini';
import { pagingSearch } from '../../../contract/list/list-search.ts';
import { searchWithDefaults } from '../shell/route-search.ts';

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** The address of /user/notifications: page (from 1), size and filter; junk falls back. */
export const notificationsSearchSchema = z.object({
  ...pagingSearch(20),
  filter: z._default(z.catch(z.enum(NOTIFICATION_FILTERS), 'all'), 'all'),
});

export type NotificationsSearch = z.infer<typeof notificationsSearchSchema>;

/** The route's search options; the defaults (first page of 20, all) stay out of the address. */
export const notificationsRouteSearch = searchWithDefaults(notificationsSearchSchema, {
  pageIndex: 1,
  pageSize: 20,
  filter: 'all',
});
