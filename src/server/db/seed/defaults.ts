import type { Tx } from '../with-tenant.ts';

/**
 * Reference data every new tenant starts with (not demo data): runs inside createTenant()'s
 * transaction, as the database owner. Each module adds its part here.
 */
export async function seedTenantDefaults(_tx: Tx, _tenantId: string): Promise<void> {}
