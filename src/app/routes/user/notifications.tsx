import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/NotificationsPage.tsx';
import { notificationsRouteSearch } from '../../features/notifications/notifications-search.ts';

export const Route = createFileRoute('/user/notifications')({
  ...notificationsRouteSearch,
  component: NotificationsPage,
});
