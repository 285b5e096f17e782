import { createFileRoute } from '@tanstack/react-router';
import { dashboardLoading } from '../../features/dashboard/dashboard-loader.ts';
import { DashboardScreen } from '../../features/dashboard/dashboard-route.tsx';
import { periodSearchSchema } from '../../features/dashboard/period-search.ts';

export const Route = createFileRoute('/dashboard/analytics')({
  validateSearch: periodSearchSchema,
  ...dashboardLoading('analytics'),
  component: AnalyticsDashboard,
});

function AnalyticsDashboard() {
  return <DashboardScreen dashboard="analytics" />;
}
