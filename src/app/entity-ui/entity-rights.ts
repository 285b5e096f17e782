import { useSnapshot } from 'valtio';
import { can } from '../../contract/auth/rules.ts';
import type { Entity } from '../../contract/entity/define.ts';
import { session } from '../state/session.ts';

export interface EntityRights {
  add: boolean;
  edit: boolean;
  del: boolean;
}

/**
 * What the signed-in user may do on the entity's screen (spec §6, rules.ts with the entity's menu
 * id); a read-only entity (logs) offers no writes. The server checks again on every call.
 */
export function useEntityRights(entity: Entity): EntityRights {
  const { user } = useSnapshot(session);
  // The rules read the store itself: a snapshot is deeply read-only. `user` above re-renders.
  const allowed = (action: 'add' | 'edit' | 'del') =>
    Boolean(user) && !entity.readOnly && can(session.user, entity.menuId, action);
  return { add: allowed('add'), edit: allowed('edit'), del: allowed('del') };
}
