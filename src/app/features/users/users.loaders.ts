import { branchesQuery, commandsQuery } from '../../data/session.queries.ts';
import { i18n } from '../../i18n/i18n.ts';
import { session } from '../../state/session.ts';
import type { QueryLoaderArgs } from '../shell/lazy-loader.ts';
import { userQuery, usersListQuery } from './users.queries.ts';
import type { UsersSearch } from './users.search.ts';

/** The users screens' loaders (routes/system/users/*, through lazyLoader); first the list's rows. */
export function loadUsersList({
  context,
  deps,
  cause,
}: QueryLoaderArgs & { deps: UsersSearch; cause: 'enter' | 'stay' | 'preload' }):
  | Promise<unknown>
  | undefined {
  const rows = context.queryClient.ensureQueryData(usersListQuery(deps));
  // Opening the page waits for its rows; paging, sorting and searching keep the table on screen
  // (with the previous rows) instead of swapping the page for its loading outline.
  if (cause !== 'stay') return rows;
  rows.catch(() => undefined);
  return undefined;
}

/** A new user's form: the menu tree (its rights editor) and the branches. */
export async function loadNewUserForm({ context }: QueryLoaderArgs): Promise<void> {
  await Promise.all([
    context.queryClient.ensureQueryData(commandsQuery(session.tenant, i18n.locale)),
    context.queryClient.ensureQueryData(branchesQuery(session.tenant)),
  ]);
}

/** A user's page and form: the same, and the user's record. */
export async function loadUserForm({ context, params }: QueryLoaderArgs & { params: { id: string } }) {
  await Promise.all([
    loadNewUserForm({ context }),
    context.queryClient.ensureQueryData(userQuery(params.id)),
  ]);
}
