import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { entityRoute } from '../../entity-ui/entity-route.tsx';

/** The call logs' list, whose add button opens the call form (with its follow-up appointment). */
export const Route = createFileRoute('/crm/call-logs')(
  entityRoute(
    () => import('../../../contract/entities/crm/call-logs.entity.ts').then((m) => m.callLogs),
    lazyRouteComponent(() => import('../../features/calls/CallLogsPage.tsx'), 'CallLogsPage'),
  ),
);
