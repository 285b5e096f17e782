import type { Command } from '../../data/reference.schemas.ts';

export interface MenuNode {
  id: string;
  title: string;
  command: string | null;
  icon: string | null;
  children: MenuNode[];
}

/**
 * The sidebar tree from GET /api/system/command: children under their menu_id0, siblings by
 * order; a leaf shows only when `opens(command)`, and a module or group only with something in it.
 */
export function buildMenuTree(items: readonly Command[], opens: (command: string) => boolean): MenuNode[] {
  const byParent = new Map<string | null, Command[]>();
  for (const item of items) {
    const parent = item.menu_id0 || null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const build = (parent: string | null, seen: Set<string>): MenuNode[] =>
    (byParent.get(parent) ?? [])
      .filter((item) => !seen.has(item.menu_id))
      .sort((a, b) => a.order - b.order)
      .flatMap((item) => {
        const children = build(item.menu_id, new Set([...seen, item.menu_id]));
        const own = item.command !== null && item.command !== '' && opens(item.command);
        if (!own && children.length === 0) return [];
        const { menu_id: id, title, icon } = item;
        return [{ id, title, icon, command: own ? item.command : null, children }];
      });
  return build(null, new Set());
}

/** Ids of the nodes on the way to the entry that opens `pathname` (to expand them). */
export function openTrail(nodes: readonly MenuNode[], covers: (command: string) => boolean): string[] {
  for (const node of nodes) {
    if (node.command && covers(node.command)) return [node.id];
    const below = openTrail(node.children, covers);
    if (below.length > 0) return [node.id, ...below];
  }
  return [];
}
