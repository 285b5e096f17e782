import type { MessageDescriptor } from '@lingui/core';
import { buildModule } from './menu-build.ts';
import { CRM_MODULE } from './menu-crm.ts';
import {
  ACCOUNTING_MODULE,
  DASHBOARD_MODULE,
  HR_MODULE,
  PURCHASES_MODULE,
  STOCK_MODULE,
  SYSTEM_MODULE,
} from './menu-modules.ts';
import { SALES_MODULE } from './menu-sales.ts';
import { isPathPrefix, normalizePath } from './paths.ts';

/**
 * One entry of the menu tree, which is also the permission tree (spec §3 "Menu command entry"):
 * rights lists (r_access, r_read, …) hold `menu_id`s. Modules and groups have no command; every
 * leaf has the route path prefix it opens.
 */
export interface MenuEntry {
  menu_id: string;
  /** Parent menu id; null for a top-level module. */
  menu_id0: string | null;
  /** Route path prefix this entry opens, e.g. '/crm/partners'; null for modules and groups. */
  command: string | null;
  title: MessageDescriptor;
  /** Position among its siblings, ascending. */
  order: number;
  /** lucide-react icon name in kebab-case, e.g. 'calendar-days'. */
  icon: string;
}

const MODULES = [
  DASHBOARD_MODULE,
  CRM_MODULE,
  SALES_MODULE,
  PURCHASES_MODULE,
  STOCK_MODULE,
  ACCOUNTING_MODULE,
  HR_MODULE,
  SYSTEM_MODULE,
];

/** The whole menu of spec §2, parents before their children, siblings in menu order. */
export const MENU: readonly MenuEntry[] = Object.freeze(
  MODULES.flatMap((module, index) => buildModule(module, (index + 1) * 10)).map((e) => Object.freeze(e)),
);

const BY_ID = new Map(MENU.map((entry) => [entry.menu_id, entry]));

/** The entry with this menu id, if any. */
export function menuById(id: string): MenuEntry | undefined {
  return BY_ID.get(id);
}

/** Direct children of `id` (null: the top-level modules), sorted by `order`. */
export function childrenOf(id: string | null, menu: readonly MenuEntry[] = MENU): MenuEntry[] {
  return menu.filter((entry) => entry.menu_id0 === id).sort((a, b) => a.order - b.order);
}

/** Every command of the menu, in menu order. */
export function leafCommands(menu: readonly MenuEntry[] = MENU): string[] {
  return menu.flatMap((entry) => (entry.command === null ? [] : [entry.command]));
}

/** The entry and its ancestors, module first (for breadcrumbs); empty for an unknown id. */
export function menuPath(id: string, menu: readonly MenuEntry[] = MENU): MenuEntry[] {
  const byId = menu === MENU ? BY_ID : new Map(menu.map((entry) => [entry.menu_id, entry]));
  const chain: MenuEntry[] = [];
  let current = byId.get(id);
  while (current && !chain.includes(current)) {
    chain.unshift(current);
    current = current.menu_id0 === null ? undefined : byId.get(current.menu_id0);
  }
  return chain;
}

/** The entry whose command is the longest segment prefix of `path` (the screen it belongs to). */
export function menuForPath(path: string, menu: readonly MenuEntry[] = MENU): MenuEntry | undefined {
  let best: MenuEntry | undefined;
  let bestLength = -1;
  for (const entry of menu) {
    if (entry.command === null || !isPathPrefix(entry.command, path)) continue;
    const length = normalizePath(entry.command).length;
    if (length > bestLength) {
      best = entry;
      bestLength = length;
    }
  }
  return best;
}
