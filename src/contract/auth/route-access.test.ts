import { describe, expect, it } from 'vitest';
import { leafCommands, MENU } from './menu.ts';
import { routeAccess } from './route-access.ts';
import { ADMIN, principal } from './test-principal.ts';
import { commandsFor, visibleMenu } from './visible-menu.ts';

const staff = principal({
  r_access: ['crm.partners', 'crm.task-calendar', 'sales.bills', 'system.users', 'hr.employees'],
  user_rights: { branchs: 'CN01', employee_yn: 1, employees: [] },
});
const commands = commandsFor(staff);

const PUBLIC = `/auth/login?redirect=%2Fcrm /auth/register /auth/forgot-password /auth/reset-password
  /lock-screen /comingsoon /error-404 /error-500 /not-authorized /maintenance /blank
  /client/customer-info /client/payment-card-histories`;

const SIGNED_IN_ONLY = `/ /dashboard/analytics /dashboard/ecommerce /user/profile /user/todo /user/notifications
  /system/settings /system/online /system/logs /system/status /sales/retail-orders/cashier
  /sales/retail-orders/cashier/order-list /sales/retail-orders/cashier/order-detail/12
  /sales/serving/cashier /sales/room-orders/cashier /sales/restaurant/cashier
  /generic/anything/here /report/some-report /apps/messenger`;

const words = (text: string): string[] => text.trim().split(/\s+/);

describe('routeAccess without a user', () => {
  it('opens public pages and the client area', () => {
    for (const path of words(PUBLIC)) {
      expect(routeAccess(null, path, []), path).toBe('allow');
    }
    expect(routeAccess(null, '/authx', []), 'segment boundary').toBe('login');
  });

  it('sends everything else to login, whatever the commands', () => {
    for (const path of ['/', '/dashboard/analytics', '/crm/partners', '/user/profile', '/admin/settings']) {
      expect(routeAccess(undefined, path, leafCommands()), path).toBe('login');
    }
  });
});

describe('routeAccess to module screens', () => {
  it('opens them only under a held command', () => {
    expect(routeAccess(staff, '/crm/partners', commands)).toBe('allow');
    expect(routeAccess(staff, '/crm/partners/42/edit', commands)).toBe('allow');
    expect(routeAccess(staff, '/crm/task/calendar', commands)).toBe('allow');
    expect(routeAccess(staff, '/hr/employees', commands)).toBe('allow');
    expect(routeAccess(staff, '/system/users/5/edit', commands)).toBe('allow');
    for (const path of ['/crm/tasks', '/crm/partners-vip', '/sales/rooms', '/purchases/suppliers']) {
      expect(routeAccess(staff, path, commands), path).toBe('blank');
    }
    for (const path of ['/stock/products', '/accounting/voucher-locks', '/system/branchs', '/crm']) {
      expect(routeAccess(staff, path, commands), path).toBe('blank');
    }
  });

  it('matches commands on whole segments', () => {
    expect(routeAccess(staff, '/crm/tasks', ['/crm/task'])).toBe('blank');
    expect(routeAccess(staff, '/crm/task/types', ['/crm/task'])).toBe('allow');
    expect(routeAccess(staff, '/crm/partners/../../system/branchs', commands)).toBe('blank');
  });
});

describe('routeAccess to special screens', () => {
  it('keeps the cryptography screens for administrators', () => {
    const all = leafCommands();
    for (const path of ['/system/cryptography/encrypt', '/system/cryptography/customer-card']) {
      expect(routeAccess(staff, path, all), path).toBe('blank');
      expect(routeAccess(ADMIN, path, []), path).toBe('allow');
      expect(routeAccess(null, path, all), path).toBe('login');
    }
  });

  it('opens every module screen to an administrator', () => {
    expect(routeAccess(ADMIN, '/accounting/voucher-locks', [])).toBe('allow');
    expect(routeAccess(ADMIN, '/stock/products/9', commandsFor(ADMIN))).toBe('allow');
  });

  it('needs is_admin for /admin, else login', () => {
    expect(routeAccess(ADMIN, '/admin/settings', [])).toBe('allow');
    expect(routeAccess(staff, '/admin/settings', leafCommands())).toBe('login');
    expect(routeAccess(staff, '/administration', [])).toBe('allow');
  });

  it('opens sign-in-only screens to any signed-in user', () => {
    const nobody = principal();
    for (const path of words(SIGNED_IN_ONLY)) {
      expect(routeAccess(nobody, path, []), path).toBe('allow');
    }
    expect(routeAccess(nobody, '/system/sms/logs', []), 'not /system/logs').toBe('blank');
    expect(routeAccess(nobody, '/sales/retail-orders', []), 'not the cashier').toBe('blank');
    expect(routeAccess(nobody, '/system/settingsx', [])).toBe('blank');
  });
});

describe('commandsFor', () => {
  it('lists the commands of entries held with access', () => {
    expect(commands).toEqual([
      '/crm/partners',
      '/crm/task/calendar',
      '/sales/bills',
      '/hr/employees',
      '/system/users',
    ]);
  });

  it('needs the access right, not another one', () => {
    expect(commandsFor(principal({ r_read: ['crm.partners'], r_edit: ['crm.tasks'] }))).toEqual([]);
  });

  it('gives every command to an administrator and none without a user', () => {
    expect(commandsFor(ADMIN)).toEqual(leafCommands());
    expect(commandsFor(null)).toEqual([]);
  });

  it('reads a custom menu', () => {
    const menu = [{ ...(MENU[1] as (typeof MENU)[number]), menu_id: 'x', command: '/generic/x' }];
    expect(commandsFor(principal({ r_access: ['x'] }), menu)).toEqual(['/generic/x']);
  });
});

describe('visibleMenu', () => {
  it('shows held leaves, sign-in-only leaves and their ancestors', () => {
    const ids = visibleMenu(staff).map((e) => e.menu_id);
    expect(ids).toContain('crm');
    expect(ids).toContain('crm.customers');
    expect(ids).toContain('crm.partners');
    expect(ids).toContain('dashboard.analytics');
    expect(ids).toContain('system.settings');
    expect(ids).not.toContain('crm.tasks');
    expect(ids).not.toContain('stock');
    expect(ids).not.toContain('system.cryptography');
  });

  it('shows everything to an administrator and nothing without a user', () => {
    expect(visibleMenu(ADMIN)).toHaveLength(MENU.length);
    expect(visibleMenu(null)).toEqual([]);
  });
});
