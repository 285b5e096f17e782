import { createFileRoute } from '@tanstack/react-router';
import { dashboardLoading } from '../../features/dashboard/dashboard-loader.ts';
import { DashboardScreen } from '../../features/dashboard/dashboard-route.tsx';
import { periodSearchSchema } from '../../features/dashboard/period-search.ts';

export const Route = createFileRoute('/dashboard/ecommerce')({
  validateSearch: periodSearchSchema,
  ...dashboardLoading('ecommerce'),
  component: EcommerceDashboard,
});

function EcommerceDashboard() {
  return <DashboardScreen dashboard="ecommerce" />;
}
