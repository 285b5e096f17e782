import { uuidv7 } from 'uuidv7';
import { configs } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import type { TestApp } from './harness.ts';

/**
 * Stores a boolean CRM setting of the demo tenant ('t' / 'f', spec §3). Suites that use customers
 * only as sample rows of the entity engine turn `crm_partner_require_phone` off with it.
 */
export async function setCrmSetting(
  t: TestApp,
  name: 'crm_partner_require_phone' | 'crm_partner_validate_website',
  on: boolean,
): Promise<void> {
  await withTenant(t.database.db, 'demo', (tx) =>
    tx
      .insert(configs)
      .values({ tenant_id: 'demo', id: uuidv7(), name, group: 'settings', value: on ? 't' : 'f' })
      .onConflictDoUpdate({ target: [configs.tenant_id, configs.name], set: { value: on ? 't' : 'f' } }),
  );
}
