import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/NotificationsPage.tsx';
import {
  NOTIFICATIONS_SEARCH_DEFAULTS,
  notificationsSearchSchema,
} from '../../features/notifications/notifications-search.ts';
import { searchWithDefaults } from '../../features/shell/route-search.ts';

export const Route = createFileRoute('/user/notifications')({
  ...searchWithDefaults(notificationsSearchSchema, NOTIFICATIONS_SEARCH_DEFAULTS),
  component: NotificationsPage,
});
