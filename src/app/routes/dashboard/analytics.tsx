import { createFileRoute } from '@tanstack/react-router';
import { dashboardLoading } from '../../features/dashboard/dashboard-loader.ts';
import { DashboardScreen } from '../../features/dashboard/dashboard-route.tsx';

export const Route = createFileRoute('/dashboard/analytics')({
  ...dashboardLoading('analytics'),
  component: AnalyticsDashboard,
});

function AnalyticsDashboard() {
  return <DashboardScreen dashboard="analytics" />;
}
