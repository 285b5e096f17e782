import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboard/dashboard-route.tsx';
import { periodSearchSchema } from '../../features/dashboard/period-search.ts';

export const Route = createFileRoute('/dashboard/ecommerce')({
  validateSearch: periodSearchSchema,
  component: EcommerceDashboard,
});

function EcommerceDashboard() {
  return <DashboardScreen dashboard="ecommerce" />;
}
