import { MENU, type MenuEntry } from './menu.ts';
import { routeAccess } from './route-access.ts';
import { can, isAdmin, type MaybePrincipal } from './rules.ts';

/*
 * Apart from route-access.ts, which the first download needs (the guard) without the menu's
 * declarations: those come with the frame and the screens that draw a menu.
 */

/** Command prefixes of the entries the user holds `access` on (admin: every command). */
export function commandsFor(user: MaybePrincipal, menu: readonly MenuEntry[] = MENU): string[] {
  if (!user) return [];
  const admin = isAdmin(user);
  const commands = menu.flatMap((entry) =>
    entry.command !== null && (admin || can(user, entry.menu_id, 'access')) ? [entry.command] : [],
  );
  return [...new Set(commands)];
}

/**
 * The menu as `user` should see it: every leaf whose command routeAccess allows, plus the groups
 * and modules above them, in the order of `menu`.
 */
export function visibleMenu(user: MaybePrincipal, menu: readonly MenuEntry[] = MENU): MenuEntry[] {
  if (!user) return [];
  const commands = commandsFor(user, menu);
  const byId = new Map(menu.map((entry) => [entry.menu_id, entry]));
  const keep = new Set<string>();
  for (const entry of menu) {
    if (entry.command === null || routeAccess(user, entry.command, commands) !== 'allow') continue;
    let current: MenuEntry | undefined = entry;
    while (current && !keep.has(current.menu_id)) {
      keep.add(current.menu_id);
      current = current.menu_id0 === null ? undefined : byId.get(current.menu_id0);
    }
  }
  return menu.filter((entry) => keep.has(entry.menu_id));
}
