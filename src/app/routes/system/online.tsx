import { createFileRoute } from '@tanstack/react-router';
import { OnlineSessionsPage } from '../../features/sessions/OnlineSessionsPage.tsx';
import { lazyLoader } from '../../features/shell/lazy-loader.ts';

export const Route = createFileRoute('/system/online')({
  ...lazyLoader(() =>
    import('../../features/sessions/online-sessions.loader.ts').then((m) => m.loadOnlineSessions),
  ),
  component: OnlineSessionsPage,
});
