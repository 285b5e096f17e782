import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { type Action, can } from '../../../contract/auth/rules.ts';
import { branchesQuery, commandsQuery } from '../../data/session.queries.ts';
import { i18n } from '../../i18n/i18n.ts';
import { session } from '../../state/session.ts';
import { USERS_MENU } from './users.access.ts';
import { userQuery } from './users.queries.ts';

/**
 * The route guard lets anyone holding the users screen in; adding and editing need their own
 * right, so a link typed by hand lands on /blank like any other screen the user may not use.
 */
export function requireUsersRight(action: Action): void {
  if (!can(session.user, USERS_MENU, action)) throw redirect({ to: '/blank' });
}

/** The menu tree (rights editor and summary), the branches and, for an existing user, the record. */
export async function ensureUserFormData(queryClient: QueryClient, id?: string): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(commandsQuery(session.tenant, i18n.locale)),
    queryClient.ensureQueryData(branchesQuery(session.tenant)),
    id === undefined ? null : queryClient.ensureQueryData(userQuery(id)),
  ]);
}
