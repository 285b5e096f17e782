import type { Db } from '../client.ts';
import { seedAccountingDemo } from './demo-accounting.ts';
import { seedDemoCrm } from './demo-crm.ts';
import { seedDemoAppointments } from './demo-crm-tasks.ts';
import { seedDemoCrmWork } from './demo-crm-work.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoHr } from './demo-hr.ts';
import { seedDemoPurchases } from './demo-purchases.ts';
import { seedDemoSales } from './demo-sales.ts';
import { seedStockDemo } from './demo-stock.ts';
import { seedDemoSystem } from './demo-system.ts';
import { seedDemoTodos } from './demo-user.ts';

/**
 * Demo rows of the reference screens for the demo tenant (embedded default only, never in
 * production). Each module adds its part here; runs once, right after the demo tenant is created.
 */
export async function seedDemoData(
  owner: Db,
  tenantId: string,
  { customers }: { customers: number },
): Promise<void> {
  await seedStockDemo(owner, tenantId);
  await seedAccountingDemo(owner, tenantId);
  await seedDemoSystem(owner, tenantId);
  await seedDemoSales(owner, tenantId);
  await seedDemoHr(owner, tenantId);
  await seedDemoPurchases(owner, tenantId);
  await seedDemoTodos(owner, tenantId);
  await seedDemoCrm(owner, tenantId);
  await seedDemoCustomers(owner, tenantId, customers);
  await seedDemoAppointments(owner, tenantId);
  await seedDemoCrmWork(owner, tenantId);
}
