import { uuidv7 } from 'uuidv7';
import type { Entity } from '../../../contract/entity/define.ts';
import { writeSchema } from '../../../contract/entity/schemas.ts';
import { translate } from '../../i18n.ts';
import type { Db } from '../client.ts';
import { entityTables } from '../schema.ts';
import type { Tx } from '../with-tenant.ts';

/**
 * Inserts rows of a declared entity for one tenant, as the database owner. Each row passes the
 * same write schema as the API, so seeded data can never be something a user could not enter.
 * `createdBy` names the user the rows belong to (owner-scoped entities); 'system' otherwise.
 */
export async function seedEntity(
  db: Db | Tx,
  tenantId: string,
  entity: Entity,
  rows: readonly Record<string, unknown>[],
  createdBy = 'system',
): Promise<void> {
  if (rows.length === 0) return;
  const schema = writeSchema(entity, 'create', (message, values) => translate('vi', message, values));
  const values = rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
      throw new Error(`Seed ${entity.name} row ${index + 1}: ${problems}`);
    }
    return { ...parsed.data, tenant_id: tenantId, id: parsed.data.id ?? uuidv7(), created_by: createdBy };
  });
  const table = entityTables[entity.name];
  if (!table) throw new Error(`No table for entity ${entity.name}`);
  for (let start = 0; start < values.length; start += 500) {
    await db.insert(table).values(values.slice(start, start + 500) as never);
  }
}
