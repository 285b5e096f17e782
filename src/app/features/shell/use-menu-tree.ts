import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { routeAccess } from '../../../contract/auth/route-access.ts';
import { commandsQuery } from '../../data/session.queries.ts';
import { session } from '../../state/session.ts';
import { userCommands } from '../auth/guard.ts';
import { buildMenuTree, type MenuNode } from './menu-tree.ts';

/** The menu entries of GET /api/system/command this user may open (spec §6), as a tree. */
export function useMenuTree(): MenuNode[] {
  const { i18n } = useLingui();
  const { tenant, user } = useSnapshot(session);
  const { data } = useQuery({ ...commandsQuery(tenant, i18n.locale), enabled: Boolean(user) });
  return useMemo(() => {
    if (!user || !data) return [];
    const commands = userCommands(session.user, data.items);
    return buildMenuTree(data.items, (command) => routeAccess(session.user, command, commands) === 'allow');
  }, [data, user]);
}
