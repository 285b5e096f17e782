import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';

export const Route = createFileRoute('/crm/call-logs_/call')({
  validateSearch: z.object({ ma_kh: z.catch(z.optional(z.string().check(z.maxLength(32))), undefined) }),
  component: lazyRouteComponent(() => import('../../features/calls/LogCallPage.tsx'), 'LogCallPage'),
});
