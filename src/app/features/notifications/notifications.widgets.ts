import { msg } from '@lingui/core/macro';
import { registerWidget } from '../dashboard/registry.ts';

/** The signed-in user's latest notifications and unread count (everyone: they are their own). */
registerWidget({
  id: 'notifications.latest',
  dashboard: 'analytics',
  title: msg`Thông báo của bạn`,
  size: 'md',
  order: 35,
  load: () => import('./NotificationsWidget.tsx').then((m) => m.NotificationsWidget),
});
