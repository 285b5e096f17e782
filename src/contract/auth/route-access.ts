import { MENU, type MenuEntry } from './menu.ts';
import { underAny } from './paths.ts';
import { can, isAdmin, type MaybePrincipal } from './rules.ts';

/** Spec §6 "Route access": which screens open for whom. */

export type RouteDecision = 'allow' | 'login' | 'blank';

/** Need no sign-in: public pages and the customers' client area. */
export const PUBLIC_PREFIXES: readonly string[] = [
  '/auth',
  '/lock-screen',
  '/comingsoon',
  '/error-404',
  '/error-500',
  '/not-authorized',
  '/maintenance',
  '/blank',
  '/client',
];

/** Need sign-in only, even where they sit under a module. */
export const SIGNED_IN_PREFIXES: readonly string[] = [
  '/user',
  '/generic',
  '/report',
  '/dashboard',
  '/apps',
  '/system/settings',
  '/system/online',
  '/system/logs',
  '/system/status',
  '/sales/retail-orders/cashier',
  '/sales/serving/cashier',
  '/sales/room-orders/cashier',
  '/sales/restaurant/cashier',
];

/** Need is_admin 1, whatever the rights lists say. */
export const ADMIN_ONLY_PREFIXES: readonly string[] = [
  '/system/cryptography/encrypt',
  '/system/cryptography/customer-card',
];

/** Open only when a command of the user covers the path. */
export const MODULE_PREFIXES: readonly string[] = [
  '/crm',
  '/sales',
  '/purchases',
  '/stock',
  '/accounting',
  '/hr',
  '/system',
];

/**
 * The decision for opening `path`: 'login' sends to sign-in (with a redirect), 'blank' shows the
 * access-denied page. `commands` are the command prefixes the user holds (see commandsFor);
 * a command covers a path on whole segments only. Paths outside every category just need sign-in
 * (unknown ones then reach the router's 404).
 */
export function routeAccess(user: MaybePrincipal, path: string, commands: readonly string[]): RouteDecision {
  if (underAny(PUBLIC_PREFIXES, path)) return 'allow';
  if (!user) return 'login';
  if (underAny(['/admin'], path)) return isAdmin(user) ? 'allow' : 'login';
  if (underAny(SIGNED_IN_PREFIXES, path)) return 'allow';
  if (underAny(ADMIN_ONLY_PREFIXES, path)) return isAdmin(user) ? 'allow' : 'blank';
  if (!underAny(MODULE_PREFIXES, path) || isAdmin(user)) return 'allow';
  return underAny(commands, path) ? 'allow' : 'blank';
}

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
