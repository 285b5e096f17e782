import { queryOptions } from '@tanstack/react-query';
import { healthSchema, serverTimeSchema } from '../../contract/api/system.api.ts';
import { apiGet } from './api.ts';

export const serverTimeQuery = queryOptions({
  queryKey: ['system', 'server-time'],
  queryFn: ({ signal }) => apiGet('system/server-time', serverTimeSchema, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => apiGet('health', healthSchema, signal),
  refetchInterval: 60_000,
});
