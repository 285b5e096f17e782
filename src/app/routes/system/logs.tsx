import { createFileRoute } from '@tanstack/react-router';
import { systemLogListShape } from '../../../contract/api/sessions.api.ts';
import { SystemLogsPage, SystemLogsSkeleton } from '../../features/sessions/SystemLogsPage.tsx';
import { lazyLoader } from '../../features/shell/lazy-loader.ts';
import { listSearchOptions } from '../../features/shell/route-search.ts';

export const Route = createFileRoute('/system/logs')({
  ...listSearchOptions(systemLogListShape),
  ...lazyLoader(() => import('../../features/sessions/logs.loader.ts').then((m) => m.loadSystemLogs)),
  pendingComponent: SystemLogsSkeleton,
  component: SystemLogsPage,
});
