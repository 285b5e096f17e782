import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import { createTenant } from './provision.ts';
import { tenants, users } from './schema.ts';
import { seedDemoData } from './seed/demo.ts';

export const DEMO_TENANT = 'demo';

/** The receptionist's screens: customers (search, VIP, complaints), appointments and call logs. */
const LETAN_MENUS = [
  'crm',
  'crm.customers',
  'crm.partners',
  'crm.partners-search',
  'crm.partners-vip',
  'crm.complains',
  'crm.appointments',
  'crm.task-calendar',
  'crm.tasks',
  'crm.calls',
  'crm.call-logs',
  'crm.call-logs-call',
  'crm.ticketing',
  'crm.ticket-calendar',
  'crm.tickets',
  // The CRM reports, within letan's own branch and employees.
  'crm.reports',
  'crm.reports-employee',
  'crm.reports-todo',
  'crm.reports-target',
  'crm.reports-marketing',
  'crm.reports-telesale',
  'crm.reports-telesale-kpis',
  'crm.reports-telesale-status',
  'crm.reports-consultant',
  'crm.reports-contact',
  // Sells at the till and slips services; returns need a manager's approval, bills too.
  'sales',
  'sales.orders',
  'sales.retail-orders',
  'sales.bills',
  'sales.services',
  'sales.returns',
];

/** What the till reads to sell: the catalogue, prices, taxes, payment types and warehouses. */
const LETAN_READS = [
  'stock.products',
  'stock.services',
  'stock.warehouses',
  'accounting.taxs',
  'sales.payment-types',
];

/**
 * Seeds the demo tenant once: branches CN01 and CN02, the administrator `admin` / `admin` and the
 * receptionist `letan` / `letan` (branch CN01, own customers only, no delete). Runs as the database
 * owner right after migrations; never in production (env.ts).
 */
export async function seedDemo(owner: Db, demo: { customers: number } = { customers: 0 }): Promise<boolean> {
  const existing = await owner.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, DEMO_TENANT));
  if (existing.length > 0) return false;
  await createTenant(owner, {
    id: DEMO_TENANT,
    ten_dn: 'Sen Spa & Clinic (demo)',
    branches: [
      {
        ma_dvcs: 'CN01',
        ten_dvcs: 'Chi nhánh 1',
        dia_chi: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
        dien_thoai: '02838221234',
        email: 'cn01@sen-demo.example',
      },
      {
        ma_dvcs: 'CN02',
        ten_dvcs: 'Chi nhánh 2',
        dia_chi: '88 Xuân Thủy, Phường Cầu Giấy, Hà Nội',
        dien_thoai: '02437561234',
        email: 'cn02@sen-demo.example',
      },
    ],
    admin: { user_name: 'admin', password: 'admin', ten_nsd: 'Quản trị hệ thống' },
  });
  await owner.insert(users).values({
    tenant_id: DEMO_TENANT,
    id: uuidv7(),
    user_name: 'letan',
    ten_nsd: 'Nguyễn Thị Lễ Tân',
    password_hash: await hashPassword('letan'),
    is_admin: 0,
    saler: 'NV001',
    r_access: LETAN_MENUS,
    r_read: [...LETAN_MENUS, ...LETAN_READS],
    r_add: LETAN_MENUS,
    r_edit: LETAN_MENUS,
    branchs: 'CN01',
    employee_yn: 1,
    employees: ['NV001'],
  });
  await seedDemoData(owner, DEMO_TENANT, demo);
  return true;
}
