import type { Db } from '../client.ts';
import { seedAccountingDemo } from './demo-accounting.ts';
import { seedStockDemo } from './demo-stock.ts';

/**
 * Demo rows of the reference screens for the demo tenant (embedded default only, never in
 * production). Each module adds its part here; runs once, right after the demo tenant is created.
 */
export async function seedDemoData(owner: Db, tenantId: string): Promise<void> {
  await seedStockDemo(owner, tenantId);
  await seedAccountingDemo(owner, tenantId);
}
