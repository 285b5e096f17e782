import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/NotificationsPage.tsx';
import {
  NOTIFICATIONS_SEARCH_DEFAULTS,
  notificationsSearchSchema,
} from '../../features/notifications/notifications-search.ts';

export const Route = createFileRoute('/user/notifications')({
  validateSearch: notificationsSearchSchema,
  search: { middlewares: [stripSearchParams(NOTIFICATIONS_SEARCH_DEFAULTS)] },
  component: NotificationsPage,
});
