import { createFileRoute } from '@tanstack/react-router';
import { dashboardLoading } from '../../features/dashboard/dashboard-loader.ts';
import { DashboardScreen } from '../../features/dashboard/dashboard-route.tsx';

export const Route = createFileRoute('/dashboard/ecommerce')({
  ...dashboardLoading('ecommerce'),
  component: EcommerceDashboard,
});

function EcommerceDashboard() {
  return <DashboardScreen dashboard="ecommerce" />;
}
