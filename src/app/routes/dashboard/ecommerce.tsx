import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen, dashboardSearchSchema } from '../../features/dashboard/dashboard-route.tsx';

export const Route = createFileRoute('/dashboard/ecommerce')({
  validateSearch: dashboardSearchSchema,
  component: EcommerceDashboard,
});

function EcommerceDashboard() {
  return <DashboardScreen dashboard="ecommerce" />;
}
