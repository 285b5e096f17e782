import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: the root opens the analytics dashboard (the system status moved to /system/status).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/analytics', replace: true });
  },
});
