import type { QueryLoaderArgs } from '../shell/lazy-loader.ts';
import { onlineSessionsQuery } from './sessions.queries.ts';

/** /system/online's loader (routes/system/online.tsx, through lazyLoader). */
export const loadOnlineSessions = ({ context }: QueryLoaderArgs) =>
  context.queryClient.ensureQueryData(onlineSessionsQuery);
