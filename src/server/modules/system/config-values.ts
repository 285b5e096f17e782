import { inArray } from 'drizzle-orm';
import { configs } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';

/**
 * Reads numeric settings (system/configs values are JSON text) with the default the spec gives
 * when a setting is absent or not a number.
 */
export async function readNumberSettings<K extends string>(
  tx: Tx,
  defaults: Record<K, number>,
): Promise<Record<K, number>> {
  const names = Object.keys(defaults) as K[];
  const rows = await tx
    .select({ name: configs.name, value: configs.value })
    .from(configs)
    .where(inArray(configs.name, names));
  const out = { ...defaults };
  for (const row of rows) {
    const value = Number(JSON.parse(row.value === '' ? 'null' : row.value));
    if (Number.isFinite(value) && value > 0) out[row.name as K] = value;
  }
  return out;
}
