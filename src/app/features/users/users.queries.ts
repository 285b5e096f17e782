import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  type UserRecord,
  type userCreateSchema,
  userRecordSchema,
  type userUpdateSchema,
} from '../../../contract/api/users.api.ts';
import type { ListParams } from '../../../contract/list/list-query.ts';
import { apiGet, apiPost, apiRequest } from '../../data/api.ts';
import { fetchList, forgetTotals } from '../../data/list-fetch.ts';
import { session } from '../../state/session.ts';

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

const userListSchema = z.object({
  items: z.array(userRecordSchema),
  total: z.nullable(z.number()),
  total_exact: z.optional(z.nullable(z.boolean())),
});
export type UserList = Awaited<ReturnType<typeof fetchUsers>>;

/** One page of system/users (the list protocol: pages from 1; list-fetch.ts keeps the total). */
export function fetchUsers(params: ListParams, signal?: AbortSignal) {
  return fetchList('system/users', params, userListSchema, signal);
}

/**
 * Under ['session', tenant]: signing out (or another user signing in) forgets these answers with
 * the other session lists, so nobody sees the previous user's view of the accounts.
 */
export function usersKey(): readonly unknown[] {
  return ['session', session.tenant, 'users'];
}

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...usersKey(), 'one', id],
    queryFn: ({ signal }) => apiGet(`system/users/${encodeURIComponent(id)}`, userRecordSchema, { signal }),
  });

export function createUser(input: UserCreateInput): Promise<UserRecord> {
  return apiPost('system/users', input, userRecordSchema);
}

export function updateUser(id: string, input: UserUpdateInput): Promise<UserRecord> {
  return apiRequest('PUT', `system/users/${encodeURIComponent(id)}`, userRecordSchema, { body: input });
}

export function resetUserPassword(id: string, password: string): Promise<unknown> {
  return apiRequest('PUT', `system/users/${encodeURIComponent(id)}/password`, z.unknown(), {
    body: { password },
  });
}

export function setUserStatus(id: string, status: 0 | 1): Promise<UserRecord> {
  return apiRequest('PATCH', `system/users/${encodeURIComponent(id)}`, userRecordSchema, {
    body: { status },
  });
}

/** After a write: the record as the server returned it, and lists that may now read differently. */
export function rememberUser(queryClient: QueryClient, user: UserRecord): void {
  queryClient.setQueryData(userQuery(user.id).queryKey, user);
  forgetTotals('system/users');
  void queryClient.invalidateQueries({ queryKey: [...usersKey(), 'list'] });
}
