import type { RightLists } from '../../../contract/api/auth.api.ts';
import { ACTIONS, type Action, LIST_OF } from '../../../contract/auth/rules.ts';
import { fold } from '../../../contract/domain/text.ts';
import type { Command } from '../../data/reference.schemas.ts';

/**
 * The rights editor without React: the menu tree of GET /api/system/command, the grants a user
 * holds per action, and what toggling a cell, a row or a column does to them.
 *
 * Grants are kept on screens (entries with a command) only. Module and group ids are written to
 * the right lists whenever a screen below them holds the action, as the seed and the server's
 * tests store them ('crm', 'crm.customers', 'crm.partners'), and are recomputed on every save.
 */

export type { Action };
export { ACTIONS, LIST_OF };

export interface RightsNode {
  id: string;
  title: string;
  command: string | null;
  depth: number;
  children: RightsNode[];
  /** Screen ids at or below this node, in menu order. */
  screens: string[];
}

/** Screen ids per action. */
export type Grants = Record<Action, ReadonlySet<string>>;

/** Says whether the person editing may change this cell (a non-administrator grants only what they hold). */
export type Allowed = (action: Action, screen: string) => boolean;

export type TriState = 'none' | 'some' | 'all';

/** Modules › groups › screens, siblings by `order`; groups left without a screen are dropped. */
export function buildRightsTree(items: readonly Command[]): RightsNode[] {
  const byParent = new Map<string | null, Command[]>();
  for (const item of items) {
    const parent = item.menu_id0 || null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const build = (parent: string | null, depth: number, seen: ReadonlySet<string>): RightsNode[] =>
    [...(byParent.get(parent) ?? [])]
      .filter((item) => !seen.has(item.menu_id))
      .sort((a, b) => a.order - b.order)
      .flatMap((item) => {
        const children = build(item.menu_id, depth + 1, new Set([...seen, item.menu_id]));
        const own = item.command ? [item.menu_id] : [];
        const screens = [...own, ...children.flatMap((child) => child.screens)];
        if (screens.length === 0) return [];
        return [{ id: item.menu_id, title: item.title, command: item.command, depth, children, screens }];
      });
  return build(null, 0, new Set());
}

/** Every node of the tree, parents first. */
export function flatten(tree: readonly RightsNode[]): RightsNode[] {
  return tree.flatMap((node) => [node, ...flatten(node.children)]);
}

export function allScreens(tree: readonly RightsNode[]): string[] {
  return tree.flatMap((node) => node.screens);
}

export function emptyGrants(): Grants {
  const none = new Set<string>();
  return { access: none, read: none, readall: none, add: none, edit: none, del: none, print: none };
}

export interface ReadRights {
  grants: Grants;
  /** Ids the tree does not know (screens removed from the menu…): kept as they are on save. */
  unknown: RightLists;
}

/** The grants of a user's right lists; module and group ids are read back from their screens. */
export function readRights(lists: RightLists, tree: readonly RightsNode[]): ReadRights {
  const screens = new Set(allScreens(tree));
  const containers = new Set(flatten(tree).map((node) => node.id));
  const grants = emptyGrants();
  const unknown = {} as RightLists;
  for (const action of ACTIONS) {
    const ids = lists[LIST_OF[action]];
    grants[action] = new Set(ids.filter((id) => screens.has(id)));
    unknown[LIST_OF[action]] = ids.filter((id) => !containers.has(id));
  }
  return { grants, unknown };
}

/** The right lists to save: in menu order, each module and group present when a screen below it is. */
export function writeRights(grants: Grants, tree: readonly RightsNode[], unknown?: RightLists): RightLists {
  const nodes = flatten(tree);
  const out = {} as RightLists;
  for (const action of ACTIONS) {
    const held = grants[action];
    const ids = nodes.filter((node) => node.screens.some((id) => held.has(id))).map((node) => node.id);
    out[LIST_OF[action]] = [...ids, ...(unknown?.[LIST_OF[action]] ?? [])];
  }
  return out;
}

/** Sets `actions` on `screens` to `on`, leaving cells the editor may not change as they are. */
export function setCells(
  grants: Grants,
  screens: readonly string[],
  actions: readonly Action[],
  on: boolean,
  allowed: Allowed = () => true,
): Grants {
  const next = { ...grants };
  for (const action of actions) {
    const set = new Set(grants[action]);
    for (const screen of screens) {
      if (!allowed(action, screen)) continue;
      if (on) set.add(screen);
      else set.delete(screen);
    }
    next[action] = set;
  }
  return next;
}

/** How many of `screens` hold `action`, as a checkbox shows it. */
export function cellState(grants: Grants, screens: readonly string[], action: Action): TriState {
  return triState(screens.filter((id) => grants[action].has(id)).length, screens.length);
}

/** The same over every action: a whole row (a screen, or everything below a module or group). */
export function rowState(grants: Grants, screens: readonly string[]): TriState {
  const held = ACTIONS.reduce(
    (sum, action) => sum + screens.filter((id) => grants[action].has(id)).length,
    0,
  );
  return triState(held, screens.length * ACTIONS.length);
}

function triState(held: number, total: number): TriState {
  if (held === 0 || total === 0) return 'none';
  return held === total ? 'all' : 'some';
}

/**
 * What a click on a tri-state box does: a full one empties, anything else fills. Cells the editor
 * may not change are skipped, so "fill" can leave a row partly filled.
 */
export function toggle(
  grants: Grants,
  screens: readonly string[],
  actions: readonly Action[],
  allowed?: Allowed,
): Grants {
  const full = actions.every((action) => cellState(grants, screens, action) === 'all');
  return setCells(grants, screens, actions, !full, allowed);
}

/** Screens among `screens` holding at least one action. */
export function grantedScreens(grants: Grants, screens: readonly string[]): string[] {
  return screens.filter((id) => ACTIONS.some((action) => grants[action].has(id)));
}

/**
 * The tree cut to nodes matching `query` (title, id or command, accents ignored): a matching
 * module or group keeps everything below it; a matching screen keeps its parents.
 */
export function filterTree(tree: readonly RightsNode[], query: string): RightsNode[] {
  const needle = fold(query);
  if (!needle) return [...tree];
  const matches = (node: RightsNode) =>
    [node.title, node.id, node.command ?? ''].some((text) => fold(text).includes(needle));
  return tree.flatMap((node) => {
    if (matches(node)) return [node];
    const children = filterTree(node.children, query);
    if (children.length === 0) return [];
    return [{ ...node, children, screens: children.flatMap((child) => child.screens) }];
  });
}
