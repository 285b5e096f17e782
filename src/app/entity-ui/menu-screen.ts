import { type MenuEntry, menuForPath, menuPath } from '../../contract/auth/menu.ts';
import { visibleMenu } from '../../contract/auth/route-access.ts';
import type { MaybePrincipal } from '../../contract/auth/rules.ts';
import { entities } from '../../contract/entities/registry.ts';
import { type Entity, screenPath } from '../../contract/entity/define.ts';

/**
 * The catch-all screens of spec §2 (`/generic/*`, `/report/*`): the rest of the address names a
 * declared entity by its API or screen path; `/generic/…` is its list and form, `/report/…` the same
 * list read-only. Title and breadcrumb come from the user's menu entry for the address, or for the
 * entity's own screen when the menu has no entry for the address itself.
 */
export function entityForSplat(splat: string | undefined): Entity | undefined {
  const path = (splat ?? '').replace(/^\/+|\/+$/g, '');
  if (path === '') return undefined;
  return entities.find((entity) => entity.path === path || screenPath(entity) === `/${path}`);
}

/** The user's menu entry for the first of `paths` that one covers, with its ancestors, module first. */
export function userMenuTrail(user: MaybePrincipal, paths: readonly string[]): MenuEntry[] {
  const menu = visibleMenu(user);
  for (const path of paths) {
    const entry = menuForPath(path, menu);
    if (entry) return menuPath(entry.menu_id);
  }
  return [];
}
