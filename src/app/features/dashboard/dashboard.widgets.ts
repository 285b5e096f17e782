import { msg } from '@lingui/core/macro';
import { healthQuery } from '../../data/system.queries.ts';
import { REFERENCE_ENTITIES, SALES_ENTITIES } from './counted-catalogues.ts';
import { dashboardQueries, prefetchOnce } from './dashboard.queries.ts';
import { registerWidget } from './registry.ts';

/**
 * The widgets built from what exists today. Later modules register theirs the same way in their own
 * `features/<module>/<module>.widgets.ts` (new customers, today's appointments, revenue).
 */

registerWidget({
  id: 'activity',
  dashboard: 'analytics',
  title: msg`Hoạt động trong kỳ`,
  size: 'lg',
  order: 10,
  // Three figures (stacked on a phone) over a chart or what to do when there is none.
  loadingHeight: 'min-h-[27.5rem] md:min-h-[17.5rem]',
  load: () => import('./widgets/index.ts').then((m) => m.ActivityWidget),
  prefetch: (client, { period, branches }) =>
    prefetchOnce(client, dashboardQueries.activity(period, branches)),
});
registerWidget({
  id: 'users-online',
  dashboard: 'analytics',
  title: msg`Người dùng trực tuyến`,
  size: 'sm',
  order: 20,
  load: () => import('./widgets/index.ts').then((m) => m.OnlineUsersWidget),
  prefetch: (client, { branches }) => prefetchOnce(client, dashboardQueries.online(branches)),
});
registerWidget({
  id: 'sign-ins',
  dashboard: 'analytics',
  title: msg`Lượt đăng nhập theo ngày`,
  size: 'md',
  order: 30,
  loadingHeight: 'min-h-60',
  load: () => import('./widgets/index.ts').then((m) => m.SignInsWidget),
  prefetch: (client, { period, branches }) =>
    prefetchOnce(client, dashboardQueries.activity(period, branches)),
});
registerWidget({
  id: 'recent-activity',
  dashboard: 'analytics',
  title: msg`Hoạt động gần đây`,
  size: 'md',
  order: 40,
  load: () => import('./widgets/index.ts').then((m) => m.RecentActivityWidget),
  prefetch: (client, { period, branches }) => prefetchOnce(client, dashboardQueries.recent(period, branches)),
});
registerWidget({
  id: 'reference-counts',
  dashboard: 'analytics',
  title: msg`Danh mục`,
  size: 'md',
  order: 50,
  load: () => import('./widgets/index.ts').then((m) => m.ReferenceCountsWidget),
  prefetch: (client, { branches }) =>
    prefetchOnce(client, dashboardQueries.counts(REFERENCE_ENTITIES, branches)),
});
registerWidget({
  id: 'system-status',
  dashboard: 'analytics',
  title: msg`Trạng thái máy chủ`,
  size: 'md',
  order: 60,
  load: () => import('./widgets/index.ts').then((m) => m.SystemStatusWidget),
  prefetch: (client) => prefetchOnce(client, healthQuery),
});
registerWidget({
  id: 'sales-catalogs',
  dashboard: 'ecommerce',
  title: msg`Khách hàng và danh mục bán hàng`,
  size: 'md',
  order: 10,
  load: () => import('./widgets/index.ts').then((m) => m.SalesCatalogWidget),
  prefetch: (client, { branches }) => prefetchOnce(client, dashboardQueries.counts(SALES_ENTITIES, branches)),
});
registerWidget({
  id: 'ecommerce-online',
  dashboard: 'ecommerce',
  title: msg`Người dùng trực tuyến`,
  size: 'md',
  order: 20,
  load: () => import('./widgets/index.ts').then((m) => m.OnlineUsersWidget),
  prefetch: (client, { branches }) => prefetchOnce(client, dashboardQueries.online(branches)),
});
