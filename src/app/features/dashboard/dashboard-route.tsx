import { useNavigate, useSearch } from '@tanstack/react-router';
import { DashboardPage } from './DashboardPage.tsx';
import type { PeriodSearch } from './period-search.ts';
import type { DashboardId } from './registry.ts';

/**
 * A dashboard route's page: the period read from the address (validated by the route) and changed
 * there. Routes take the schema with dashboardLoading (dashboard-loader.ts), not from this module,
 * so this module and the dashboard it draws load with the route's component, not with the app.
 */
export function DashboardScreen({ dashboard }: { dashboard: DashboardId }) {
  const search = useSearch({ strict: false }) as PeriodSearch;
  const navigate = useNavigate();
  const setSearch = (next: PeriodSearch) =>
    void navigate({ to: '.', search: next } as Parameters<typeof navigate>[0]);
  return <DashboardPage dashboard={dashboard} search={search} onSearch={setSearch} />;
}
