import type { Db } from '../client.ts';

/**
 * Demo rows of the reference screens for the demo tenant (embedded default only, never in
 * production). Each module adds its part here; runs once, right after the demo tenant is created.
 */
export async function seedDemoData(_owner: Db, _tenantId: string): Promise<void> {}
