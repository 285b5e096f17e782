import { underAny } from './paths.ts';
import { isAdmin, type MaybePrincipal } from './rules.ts';

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
