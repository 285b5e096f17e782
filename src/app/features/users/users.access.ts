import { redirect } from '@tanstack/react-router';
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

/**
 * The route guard lets anyone holding the users screen in; adding and editing need their own
 * right, so a link typed by hand lands on /blank like any other screen the user may not use.
 */
export function requireUsersRight(action: Action): void {
  if (!can(session.user, USERS_MENU, action)) throw redirect({ to: '/blank' });
}
