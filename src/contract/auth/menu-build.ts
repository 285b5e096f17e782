import type { MessageDescriptor } from '@lingui/core';
import type { MenuEntry } from './menu.ts';

/**
 * A leaf screen: its path under the module ('partners', 'bills/approve'), its title and a
 * lucide-react icon name. Its menu id is the module and the path with '/' turned into '-'
 * ('sales.bills-approve'); its command is '/<module>/<path>'.
 */
export type LeafSpec = readonly [path: string, title: MessageDescriptor, icon: string];

/** A group of leaves inside a module; its menu id is '<module>.<group>'. */
export interface GroupSpec {
  readonly group: string;
  readonly title: MessageDescriptor;
  readonly icon: string;
  readonly items: readonly LeafSpec[];
}

/** A top-level module: its menu id is the module name; it holds groups and leaves in menu order. */
export interface ModuleSpec {
  readonly module: string;
  readonly title: MessageDescriptor;
  readonly icon: string;
  readonly items: readonly (LeafSpec | GroupSpec)[];
}

/** The menu id of the leaf at `path` under `module`. */
export function leafId(module: string, path: string): string {
  return `${module}.${path.replaceAll('/', '-')}`;
}

function leaf(module: string, parent: string, spec: LeafSpec, order: number): MenuEntry {
  const [path, title, icon] = spec;
  return {
    menu_id: leafId(module, path),
    menu_id0: parent,
    command: `/${module}/${path}`,
    title,
    order,
    icon,
  };
}

/** Flattens a module into menu entries; siblings are ordered 10, 20, 30… in the order written. */
export function buildModule(spec: ModuleSpec, order: number): MenuEntry[] {
  const { module } = spec;
  const out: MenuEntry[] = [
    { menu_id: module, menu_id0: null, command: null, title: spec.title, order, icon: spec.icon },
  ];
  spec.items.forEach((item, index) => {
    const itemOrder = (index + 1) * 10;
    if (!('group' in item)) {
      out.push(leaf(module, module, item, itemOrder));
      return;
    }
    const groupId = `${module}.${item.group}`;
    out.push({
      menu_id: groupId,
      menu_id0: module,
      command: null,
      title: item.title,
      order: itemOrder,
      icon: item.icon,
    });
    item.items.forEach((child, childIndex) => {
      out.push(leaf(module, groupId, child, (childIndex + 1) * 10));
    });
  });
  return out;
}
