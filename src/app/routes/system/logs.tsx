import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LOGS_SEARCH_DEFAULTS, logsSearchSchema } from '../../features/sessions/logs-search.ts';
import { SystemLogsPage } from '../../features/sessions/SystemLogsPage.tsx';

export const Route = createFileRoute('/system/logs')({
  validateSearch: logsSearchSchema,
  search: { middlewares: [stripSearchParams(LOGS_SEARCH_DEFAULTS)] },
  component: SystemLogsPage,
});
