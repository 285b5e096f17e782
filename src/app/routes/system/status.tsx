import { createFileRoute } from '@tanstack/react-router';
import { healthQuery, serverTimeQuery } from '../../data/system.queries.ts';
import { SystemStatusPage } from '../../features/system/SystemStatusPage.tsx';

export const Route = createFileRoute('/system/status')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(serverTimeQuery),
      context.queryClient.ensureQueryData(healthQuery),
    ]),
  component: SystemStatusPage,
});
