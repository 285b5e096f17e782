import type { Entity } from '../../contract/entity/define.ts';
import { type EntityTable, entityTable } from '../db/entity-table.ts';
import { entityTables } from '../db/schema.ts';
import type { RequestContext } from '../http/request-context.ts';

/**
 * Counting stops here; above it the list answers the planner's estimate (`total_exact: false`).
 * A thousand rows count in a fraction of the page's own cost; ten thousand cost several pages'
 * worth on every first page (docs/lists.md, "Benchmark").
 */
export const DEFAULT_COUNT_CAP = 1_000;

/** What the generic router knows about one entity, built once when the routes are mounted. */
export interface EntityModel {
  readonly entity: Entity;
  /** The Drizzle table (writes go through it, so every column kind is mapped the same way). */
  readonly table: EntityTable;
  /** Every entity served, by registry name: the targets of lookup joins. */
  readonly registry: ReadonlyMap<string, Entity>;
  readonly countCap: number;
}

/** What the engine reads of the request context (http/request-context.ts): who asks, for which tenant and branches, in which language. */
export type RequestScope = Pick<RequestContext, 'tenantId' | 'user' | 'branches' | 'tenantBranches' | 't'>;

/** The field a single selected branch fills on a new record: the branch scope's, else a declared `ma_dvcs`. */
export function branchFieldOf(entity: Entity): string | undefined {
  return entity.scope?.branch ?? ('ma_dvcs' in entity.fields ? 'ma_dvcs' : undefined);
}

/** Builds the models of the served entities; tables of registered entities are reused. */
export function entityModels(entities: readonly Entity[], countCap = DEFAULT_COUNT_CAP): EntityModel[] {
  const registry = new Map(entities.map((entity) => [entity.name, entity]));
  return entities.map((entity) => ({
    entity,
    table: entityTables[entity.name] ?? entityTable(entity),
    registry,
    countCap,
  }));
}

/** The registry name of the dictionary entity that `dictionary` fields point into. */
export const DICTIONARY_ENTITY = 'system.dictionaries';
/** Its column holding the dictionary group, when it declares one. */
export const DICTIONARY_GROUP_FIELD = 'loai';
