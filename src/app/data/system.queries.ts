import { queryOptions } from '@tanstack/react-query';
import { healthSchema, serverTimeSchema } from '../../contract/api/system.api.ts';
import { apiGet } from './api.ts';

export const serverTimeQuery = queryOptions({
  queryKey: ['system', 'server-time'],
  queryFn: ({ signal }) => apiGet('system/server-time', serverTimeSchema, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  // Startup waits for it, and the clock is a convenience: with the server out of reach (the
  // browser may still say it is online) a retry would only hold the app back a second.
  retry: false,
});

/** 503 still carries a Health body (the database is down): show it rather than an error. */
export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => apiGet('health', healthSchema, { signal, acceptStatus: [503] }),
  refetchInterval: 60_000,
});
