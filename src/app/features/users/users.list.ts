import { type UserRecord, userListShape } from '../../../contract/api/users.api.ts';
import type { BespokeLayoutKey } from '../../../contract/list/list-layouts.ts';
import type { ListScreen } from '../../entity-ui/list/list-screen.ts';
import { fetchUsers, usersKey } from './users.queries.ts';

/** /system/users on the data table (entity-ui/list): the accounts of the tenant, a page at a time. */
export const usersScreen: ListScreen<UserRecord> = {
  ...userListShape,
  settingsKey: 'table_users' satisfies BespokeLayoutKey,
  queryKey: usersKey,
  fetchPage: fetchUsers,
  rowKey: (user) => user.id,
};
