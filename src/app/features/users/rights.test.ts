import { describe, expect, it } from 'vitest';
import type { RightLists } from '../../../contract/api/auth.api.ts';
import { NO_RIGHTS } from '../../../contract/auth/rules.ts';
import type { Command } from '../../data/reference.schemas.ts';
import {
  ACTIONS,
  allScreens,
  buildRightsTree,
  cellState,
  emptyGrants,
  filterTree,
  grantedScreens,
  readRights,
  rowState,
  setCells,
  toggle,
  writeRights,
} from './rights.ts';

const entry = (
  menu_id: string,
  menu_id0: string | null,
  command: string | null,
  title: string,
  order = 10,
) => ({
  menu_id,
  menu_id0,
  command,
  title,
  order,
  icon: null,
});

const COMMANDS: Command[] = [
  entry('system', null, null, 'Hệ thống', 20),
  entry('system.settings', 'system', '/system/settings', 'Cài đặt', 20),
  entry('system.organization', 'system', null, 'Người dùng & chi nhánh', 10),
  entry('system.users', 'system.organization', '/system/users', 'Người dùng', 10),
  entry('system.branchs', 'system.organization', '/system/branchs', 'Chi nhánh', 20),
  entry('crm', null, null, 'CRM', 10),
  entry('crm.customers', 'crm', null, 'Khách hàng', 10),
  entry('crm.partners', 'crm.customers', '/crm/partners', 'Danh sách khách hàng', 10),
  entry('crm.partners-vip', 'crm.customers', '/crm/partners-vip', 'Khách hàng VIP', 20),
  entry('crm.empty', 'crm', null, 'Nhóm trống', 20),
];

const NONE: RightLists = NO_RIGHTS;
const tree = buildRightsTree(COMMANDS);

describe('the rights tree', () => {
  it('orders modules, groups and screens and drops groups without a screen', () => {
    expect(tree.map((node) => node.id)).toEqual(['crm', 'system']);
    expect(tree[0]?.children.map((node) => node.id)).toEqual(['crm.customers']);
    expect(tree[1]?.children.map((node) => node.id)).toEqual(['system.organization', 'system.settings']);
    expect(allScreens(tree)).toEqual([
      'crm.partners',
      'crm.partners-vip',
      'system.users',
      'system.branchs',
      'system.settings',
    ]);
  });

  it('filters without accents, keeping the parents of a matching screen', () => {
    const found = filterTree(tree, 'khach hang vip');
    expect(found.map((node) => node.id)).toEqual(['crm']);
    expect(found[0]?.screens).toEqual(['crm.partners-vip']);
    expect(filterTree(tree, 'NGƯỜI DÙNG & CHI')[0]?.screens).toEqual(['system.users', 'system.branchs']);
    expect(filterTree(tree, '  ')).toHaveLength(2);
  });
});

describe('reading and writing right lists', () => {
  it('keeps screens, recomputes modules and groups, and keeps ids the menu does not know', () => {
    const lists = { ...NONE, r_access: ['crm', 'crm.partners', 'old.screen'], r_read: ['system'] };
    const { grants, unknown } = readRights(lists, tree);
    expect([...grants.access]).toEqual(['crm.partners']);
    expect([...grants.read]).toEqual([]);
    expect(writeRights(grants, tree, unknown)).toEqual({
      ...NONE,
      r_access: ['crm', 'crm.customers', 'crm.partners', 'old.screen'],
    });
  });
});

describe('toggling', () => {
  it('a screen row grants every action of that screen, and again takes them away', () => {
    const on = toggle(emptyGrants(), ['system.users'], ACTIONS);
    const lists = writeRights(on, tree);
    for (const list of Object.values(lists))
      expect(list).toEqual(['system', 'system.organization', 'system.users']);
    expect(rowState(on, ['system.users'])).toBe('all');
    expect(rowState(on, tree[1]?.screens ?? [])).toBe('some');
    const off = toggle(on, ['system.users'], ACTIONS);
    expect(writeRights(off, tree)).toEqual(NONE);
  });

  it('a module row covers every screen below it', () => {
    const crm = tree[0]?.screens ?? [];
    const on = toggle(emptyGrants(), crm, ACTIONS);
    expect(writeRights(on, tree).r_del).toEqual(['crm', 'crm.customers', 'crm.partners', 'crm.partners-vip']);
    expect(grantedScreens(on, allScreens(tree))).toEqual(crm);
  });

  it('a partly filled row fills on the first click', () => {
    const some = setCells(emptyGrants(), ['crm.partners'], ['read'], true);
    expect(rowState(some, ['crm.partners'])).toBe('some');
    expect(rowState(toggle(some, ['crm.partners'], ACTIONS), ['crm.partners'])).toBe('all');
  });

  it('a column sets one action on every screen and leaves the others alone', () => {
    const start = setCells(emptyGrants(), ['system.users'], ['access'], true);
    const column = toggle(start, allScreens(tree), ['read']);
    const lists = writeRights(column, tree);
    expect(lists.r_read).toEqual([
      'crm',
      'crm.customers',
      'crm.partners',
      'crm.partners-vip',
      'system',
      'system.organization',
      'system.users',
      'system.branchs',
      'system.settings',
    ]);
    expect(lists.r_access).toEqual(['system', 'system.organization', 'system.users']);
    expect(cellState(column, allScreens(tree), 'read')).toBe('all');
    expect(cellState(column, allScreens(tree), 'access')).toBe('some');
    expect(writeRights(toggle(column, allScreens(tree), ['read']), tree).r_read).toEqual([]);
  });

  it('skips cells the editor may not change', () => {
    const allowed = (action: string, screen: string) => action === 'access' || screen === 'crm.partners';
    const on = toggle(emptyGrants(), tree[0]?.screens ?? [], ACTIONS, allowed);
    const lists = writeRights(on, tree);
    expect(lists.r_access).toEqual(['crm', 'crm.customers', 'crm.partners', 'crm.partners-vip']);
    expect(lists.r_edit).toEqual(['crm', 'crm.customers', 'crm.partners']);
  });
});
