import { useSnapshot } from 'valtio';
import { type Action, can } from '../../../contract/auth/rules.ts';
import { session } from '../../state/session.ts';

/** Whether the signed-in user holds `action` on `menuId` (spec §6); the server checks again. */
export function useCan(menuId: string, action: Action): boolean {
  const { user } = useSnapshot(session);
  // The rules read the store itself: a snapshot is deeply read-only. `user` above re-renders.
  return Boolean(user) && can(session.user, menuId, action);
}
