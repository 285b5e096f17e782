import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { systemLogListShape } from '../../../contract/api/sessions.api.ts';
import { listDefaults, listSearchSchema } from '../../../contract/list/list-search.ts';
import { SystemLogsPage, SystemLogsSkeleton } from '../../features/sessions/SystemLogsPage.tsx';
import { lazyLoader } from '../../features/shell/lazy-loader.ts';

export const Route = createFileRoute('/system/logs')({
  validateSearch: listSearchSchema(systemLogListShape),
  search: { middlewares: [stripSearchParams(listDefaults(systemLogListShape))] },
  loaderDeps: ({ search }) => search,
  ...lazyLoader(() => import('../../features/sessions/logs.loader.ts').then((m) => m.loadSystemLogs)),
  pendingComponent: SystemLogsSkeleton,
  component: SystemLogsPage,
});
