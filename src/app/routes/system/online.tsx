import { createFileRoute } from '@tanstack/react-router';
import { OnlineSessionsPage } from '../../features/sessions/OnlineSessionsPage.tsx';
import { onlineSessionsQuery } from '../../features/sessions/sessions.queries.ts';

export const Route = createFileRoute('/system/online')({
  loader: ({ context }) => context.queryClient.ensureQueryData(onlineSessionsQuery),
  component: OnlineSessionsPage,
});
