import { msg } from '@lingui/core/macro';
import type { Counts } from '../../../contract/api/dashboard.api.ts';
import { can } from '../../../contract/auth/rules.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { and, countRows } from '../../entity-api/list.ts';
import type { EntityModel, RequestScope } from '../../entity-api/model.ts';
import { readConditions } from '../../entity-api/scope.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * How many rows of each named entity the caller may read, with the entity list's own scope (tenant,
 * branch, employee) and its capped count: exact up to the cap, the planner's estimate beyond it, so
 * a count over a huge table stays as cheap as a list's total. Entities the user may not read are
 * left out rather than refused, so one widget serves users with different rights.
 */
export async function countsOf(
  tx: Tx,
  models: ReadonlyMap<string, EntityModel>,
  scope: RequestScope,
  names: readonly string[],
): Promise<Counts> {
  const unknown = names.filter((name) => !models.has(name));
  if (unknown.length > 0)
    throw new ApiError(400, 'VALIDATION', {
      fields: [{ field: 'entities', message: scope.t(countMessages.unknown, { names: unknown.join(', ') }) }],
    });
  const items: Counts['items'] = [];
  for (const name of names) {
    const model = models.get(name) as EntityModel;
    if (!readable(model.entity, scope)) continue;
    const { total, exact } = await countRows(tx, model, and(readConditions(model.entity, scope)));
    items.push({ entity: name, path: model.entity.path, total, total_exact: exact });
  }
  return { items };
}

function readable(entity: Entity, scope: RequestScope): boolean {
  return can(scope.user, entity.menuId, 'read');
}

export const countMessages = {
  unknown: msg`Không có danh mục {names}`,
};
