import { type MenuEntry, menuForPath, menuPath } from '../../contract/auth/menu.ts';
import type { MaybePrincipal } from '../../contract/auth/rules.ts';
import { visibleMenu } from '../../contract/auth/visible-menu.ts';

/**
 * Title and breadcrumb of a catch-all screen (splat-entity.ts): the user's menu entry for the first
 * of `paths` that one covers, with its ancestors, module first.
 */
export function userMenuTrail(user: MaybePrincipal, paths: readonly string[]): MenuEntry[] {
  const menu = visibleMenu(user);
  for (const path of paths) {
    const entry = menuForPath(path, menu);
    if (entry) return menuPath(entry.menu_id);
  }
  return [];
}
