import type { Entity } from '../../contract/entity/define.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { entityTables } from '../db/schema.ts';
import type { AuthUser } from '../http/context.ts';
import { type EntityTable, entityTable } from './table.ts';

/** Counting stops here; above it the list answers the planner's estimate (`total_exact: false`). */
export const DEFAULT_COUNT_CAP = 10_000;

/** What the generic router knows about one entity, built once when the routes are mounted. */
export interface EntityModel {
  readonly entity: Entity;
  /** The Drizzle table (writes go through it, so every column kind is mapped the same way). */
  readonly table: EntityTable;
  /** Every entity served, by registry name: the targets of lookup joins. */
  readonly registry: ReadonlyMap<string, Entity>;
  readonly countCap: number;
}

/** Who asks, for which tenant and branches, in which language: one request's scope. */
export interface RequestScope {
  readonly tenantId: string;
  readonly user: AuthUser;
  /** Branches the request works on (the `Branchs` header cut to the user's rights). */
  readonly branches: readonly string[];
  /** Every active branch of the tenant (writes check a row's branch against the user's rights). */
  readonly tenantBranches: () => Promise<string[]>;
  readonly t: Translate;
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
