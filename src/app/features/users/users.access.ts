import { useSnapshot } from 'valtio';
import { type Action, can } from '../../../contract/auth/rules.ts';
import { session } from '../../state/session.ts';

/** The menu id the users screens and their API are declared under. */
export const USERS_MENU = 'system.users';

/** May the signed-in user do `action` on the users screen? (The server checks again.) */
export function useUsersRight(action: Action): boolean {
  const { user } = useSnapshot(session);
  // The rules read the store itself: a snapshot is deeply read-only. `user` above re-renders.
  return user ? can(session.user, USERS_MENU, action) : false;
}
