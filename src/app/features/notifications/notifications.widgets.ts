import { msg } from '@lingui/core/macro';
import { prefetchOnce } from '../dashboard/dashboard.queries.ts';
import { registerWidget } from '../dashboard/registry.ts';
import { bellQuery } from './notifications.queries.ts';

/** The signed-in user's latest notifications and unread count (everyone: they are their own). */
registerWidget({
  id: 'notifications.latest',
  dashboard: 'analytics',
  title: msg`Thông báo của bạn`,
  size: 'md',
  order: 35,
  load: () => import('./NotificationsWidget.tsx').then((m) => m.NotificationsWidget),
  // The bell's query: asked with the other widgets' data rather than when the bell first renders.
  prefetch: (client) => prefetchOnce(client, bellQuery()),
});
