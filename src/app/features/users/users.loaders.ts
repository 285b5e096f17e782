import { branchesQuery, commandsQuery } from '../../data/session.queries.ts';
import { ensureListScreen, type LoadCause } from '../../entity-ui/list/list-screen.ts';
import { i18n } from '../../i18n/i18n.ts';
import { session } from '../../state/session.ts';
import type { QueryLoaderArgs } from '../shell/lazy-loader.ts';
import { usersScreen } from './users.list.ts';
import { userQuery } from './users.queries.ts';

/** The users screens' loaders (routes/system/users/*, through lazyLoader); first the list's rows. */
export function loadUsersList({
  context,
  deps,
  cause,
}: QueryLoaderArgs & { deps: Record<string, unknown>; cause: LoadCause }): Promise<void> {
  return ensureListScreen(context.queryClient, usersScreen, deps, cause);
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
