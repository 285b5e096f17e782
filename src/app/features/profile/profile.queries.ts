import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  type PasswordChange,
  type Profile,
  type ProfileUpdate,
  profileSchema,
} from '../../../contract/api/profile.api.ts';
import { apiGet, apiPost, apiRequest } from '../../data/api.ts';
import { saveUser, session } from '../../state/session.ts';

/** Under ['session', tenant]: forgotten with the other session answers when the user signs out. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['session', session.tenant, 'profile'],
    queryFn: ({ signal }) => apiGet('auth/profile', profileSchema, { signal }),
  });

/** PUT auth/profile; the top bar's name and picture follow at once (and in the offline copy). */
export async function saveProfile(input: ProfileUpdate): Promise<Profile> {
  const saved = await apiRequest('PUT', 'auth/profile', profileSchema, { body: input });
  if (session.user) saveUser({ ...session.user, user_info: saved.ten_nsd, avatar: saved.avatar });
  return saved;
}

export function changePassword(input: PasswordChange): Promise<unknown> {
  return apiPost('auth/change-password', input, z.object({ ok: z.literal(true) }));
}
