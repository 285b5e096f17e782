import type { QueryClient } from '@tanstack/react-query';
import { onlineSessionsQuery } from './sessions.queries.ts';

/** /system/online's loader (routes/system/online.tsx, through lazyLoader). */
export const loadOnlineSessions = ({ context }: { context: { queryClient: QueryClient } }) =>
  context.queryClient.ensureQueryData(onlineSessionsQuery);
