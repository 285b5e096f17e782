/**
 * The dashboard module's widget components, for its declarations (dashboard.widgets.ts) to load
 * from one module: a dynamic import per widget file made the build emit a small chunk per widget
 * (a re-export of the dashboard's chunk), eight more requests before the widgets could show.
 */
export { ActivityWidget } from './ActivityWidget.tsx';
export { OnlineUsersWidget } from './OnlineUsersWidget.tsx';
export { RecentActivityWidget } from './RecentActivityWidget.tsx';
export { ReferenceCountsWidget } from './ReferenceCountsWidget.tsx';
export { SalesCatalogWidget } from './SalesCatalogWidget.tsx';
export { SignInsWidget } from './SignInsWidget.tsx';
export { SystemStatusWidget } from './SystemStatusWidget.tsx';
