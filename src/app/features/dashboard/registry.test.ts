import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import type { RightLists } from '../../../contract/api/auth.api.ts';
import { NO_RIGHTS, type Principal } from '../../../contract/auth/rules.ts';
import { registerWidget, unregisterWidget, type WidgetDefinition, widgetsFor } from './registry.ts';
import './discover.ts';

const Nothing = () => null;

function widget(id: string, extra: Partial<WidgetDefinition> = {}): WidgetDefinition {
  return {
    id,
    dashboard: 'ecommerce',
    title: msg`Thử`,
    size: 'sm',
    order: 100,
    load: async () => Nothing,
    ...extra,
  };
}

function user(rights: Partial<RightLists> = {}, isAdmin = 0): Principal {
  return {
    is_admin: isAdmin,
    ...NO_RIGHTS,
    ...rights,
    user_rights: { branchs: 'CN01', employee_yn: 0, employees: [] },
  } as unknown as Principal;
}

const added: string[] = [];
function add(definition: WidgetDefinition) {
  registerWidget(definition);
  added.push(definition.id);
}
afterEach(() => {
  for (const id of added.splice(0)) unregisterWidget(id);
});

describe('dashboard widget registry', () => {
  it('finds the built-in widgets of every *.widgets.ts file without the page listing them', () => {
    const ids = widgetsFor('analytics', user()).map((w) => w.id);
    expect(ids).toEqual([
      'activity',
      'users-online',
      'sign-ins',
      // features/notifications/notifications.widgets.ts: found without the dashboard naming it.
      'notifications.latest',
      'recent-activity',
      'reference-counts',
      'system-status',
    ]);
    expect(widgetsFor('ecommerce', user()).map((w) => w.id)).toEqual(['sales-catalogs', 'ecommerce-online']);
  });

  it('places a module widget by its order on its own dashboard only', () => {
    add(widget('crm.new-customers', { order: 15 }));
    add(widget('sales.revenue', { order: 5 }));
    expect(widgetsFor('ecommerce', user()).map((w) => w.id)).toEqual([
      'sales.revenue',
      'sales-catalogs',
      'crm.new-customers',
      'ecommerce-online',
    ]);
    expect(widgetsFor('analytics', user()).map((w) => w.id)).not.toContain('sales.revenue');
  });

  it('shows a widget that requires a right only to users holding it, and admin-only ones to admins', () => {
    add(widget('crm.appointments-today', { requires: { menuId: 'crm.partners' } }));
    add(widget('ops.admin-only', { requires: 'admin' }));
    const ids = (u: Principal) => widgetsFor('ecommerce', u).map((w) => w.id);
    expect(ids(user())).not.toContain('crm.appointments-today');
    expect(ids(user({ r_access: ['crm.partners'] }))).toContain('crm.appointments-today');
    expect(ids(user())).not.toContain('ops.admin-only');
    expect(ids(user({}, 1))).toEqual(expect.arrayContaining(['crm.appointments-today', 'ops.admin-only']));
    expect(widgetsFor('ecommerce', null)).toEqual([]);
  });

  it('refuses the same id twice, so two modules cannot silently replace each other', () => {
    add(widget('crm.twice'));
    expect(() => registerWidget(widget('crm.twice'))).toThrow(/registered twice/);
  });
});
