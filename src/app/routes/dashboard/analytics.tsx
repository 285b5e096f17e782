import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen, dashboardSearchSchema } from '../../features/dashboard/dashboard-route.tsx';

export const Route = createFileRoute('/dashboard/analytics')({
  validateSearch: dashboardSearchSchema,
  component: AnalyticsDashboard,
});

function AnalyticsDashboard() {
  return <DashboardScreen dashboard="analytics" />;
}
