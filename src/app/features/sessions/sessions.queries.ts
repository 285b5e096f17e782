import { queryOptions } from '@tanstack/react-query';
import {
  logoutResultSchema,
  onlineSessionsSchema,
  systemLogPageSchema,
  systemLogTotalSchema,
} from '../../../contract/api/sessions.api.ts';
import { apiGet, apiRequest } from '../../data/api.ts';

export const onlineSessionsQuery = queryOptions({
  queryKey: ['system', 'users-online'],
  queryFn: ({ signal }) => apiGet('system/users/online', onlineSessionsSchema, { signal }),
  refetchInterval: 60_000,
});

export interface LogFilter {
  searchKey?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** One page of system/logs; the screen counts pages from 1, the endpoint from 0. */
export const systemLogsQuery = (filter: LogFilter, pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: ['system', 'logs', filter, pageIndex, pageSize],
    queryFn: ({ signal }) =>
      apiGet('system/logs', systemLogPageSchema, {
        signal,
        query: { ...filter, pageIndex: pageIndex - 1, pageSize },
      }),
  });

export const systemLogTotalQuery = (filter: LogFilter) =>
  queryOptions({
    queryKey: ['system', 'logs', 'total', filter],
    queryFn: ({ signal }) =>
      apiGet('system/logs/total', systemLogTotalSchema, { signal, query: { ...filter } }),
  });

/** Ends every session of `user` signed in from `ip` (administrators; the server checks). */
export function signOutAt(user: string, ip: string) {
  return apiRequest(
    'PUT',
    `system/users/${encodeURIComponent(user)}/logout/${encodeURIComponent(ip)}`,
    logoutResultSchema,
  );
}
