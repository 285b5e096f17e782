import { queryOptions } from '@tanstack/react-query';
import {
  logoutResultSchema,
  onlineSessionsSchema,
  systemLogPageSchema,
} from '../../../contract/api/sessions.api.ts';
import type { ListParams } from '../../../contract/list/list-query.ts';
import { apiGet, apiRequest } from '../../data/api.ts';
import { fetchList } from '../../data/list-fetch.ts';

export const onlineSessionsQuery = queryOptions({
  queryKey: ['system', 'users-online'],
  queryFn: ({ signal }) => apiGet('system/users/online', onlineSessionsSchema, { signal }),
  refetchInterval: 60_000,
});

/** One page of system/logs with its total (the list protocol: pages from 1; list-fetch.ts keeps the total). */
export function fetchLogs(params: ListParams, signal?: AbortSignal) {
  return fetchList('system/logs', params, systemLogPageSchema, signal);
}

/** Ends every session of `user` signed in from `ip` (administrators; the server checks). */
export function signOutAt(user: string, ip: string) {
  return apiRequest(
    'PUT',
    `system/users/${encodeURIComponent(user)}/logout/${encodeURIComponent(ip)}`,
    logoutResultSchema,
  );
}
