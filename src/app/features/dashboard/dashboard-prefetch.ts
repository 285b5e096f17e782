import type { QueryClient } from '@tanstack/react-query';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { todayIn } from '../../../contract/domain/period.ts';
import { branchState } from '../../state/branch.ts';
import { serverTime } from '../../state/server-time.ts';
import { session } from '../../state/session.ts';
import './discover.ts';
import { type PeriodSearch, periodRange } from './period-search.ts';
import { type DashboardId, widgetsFor } from './registry.ts';

/** Today in Vietnam by the server's clock when known (a device's wrong clock must not shift days). */
export function businessToday(clock: { fetched: boolean; now: number } = serverTime): string {
  return todayIn(clock.fetched ? clock.now : Date.now(), BUSINESS_TIME_ZONE);
}

/**
 * What a dashboard's widgets need, started by the route's loader: their data (each widget's
 * `prefetch`) and their code, both while the page's own code is still on its way.
 */
export function prefetchDashboard(queryClient: QueryClient, dashboard: DashboardId, search: PeriodSearch) {
  const props = { period: periodRange(search, businessToday()), branches: branchState.branchs };
  for (const widget of widgetsFor(dashboard, session.user)) {
    widget.prefetch?.(queryClient, props);
    // Its chunk: the component then renders without suspending. A failure is the widget frame's to show.
    widget.Component.preload().catch(() => undefined);
  }
}
