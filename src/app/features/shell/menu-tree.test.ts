import { describe, expect, it } from 'vitest';
import type { Command } from '../../data/reference.schemas.ts';
import { buildMenuTree, openTrail } from './menu-tree.ts';

const entry = (menu_id: string, menu_id0: string | null, command: string | null, order: number): Command => ({
  menu_id,
  menu_id0,
  command,
  title: menu_id,
  order,
  icon: null,
});

const items = [
  entry('stock', null, null, 20),
  entry('stock.products', 'stock', '/stock/products', 10),
  entry('crm', null, null, 10),
  entry('crm.customers', 'crm', null, 10),
  entry('crm.partners', 'crm.customers', '/crm/partners', 20),
  entry('crm.partners-vip', 'crm.customers', '/crm/partners-vip', 10),
  entry('crm.tags', 'crm', '/crm/tags', 20),
];

describe('sidebar tree from the commands', () => {
  it('nests by menu_id0, orders siblings and drops what cannot be opened with what is left empty', () => {
    const tree = buildMenuTree(items, (command) => command.startsWith('/crm/partners'));
    expect(tree.map((node) => node.id)).toEqual(['crm']);
    expect(tree[0]?.children.map((node) => node.id)).toEqual(['crm.customers']);
    expect(tree[0]?.children[0]?.children.map((node) => node.id)).toEqual([
      'crm.partners-vip',
      'crm.partners',
    ]);
  });

  it('finds the way to the entry of the page, to open it', () => {
    const tree = buildMenuTree(items, () => true);
    expect(tree.map((node) => node.id)).toEqual(['crm', 'stock']);
    expect(openTrail(tree, (command) => command === '/crm/partners')).toEqual([
      'crm',
      'crm.customers',
      'crm.partners',
    ]);
  });
});
