import type { Entity } from '../entity/define.ts';
import { partners } from './crm/partners.entity.ts';
import { units } from './stock/units.entity.ts';

/**
 * Every declared entity. The server derives tables and routes from this list, the client its
 * list and form screens; adding an entity means one declaration file and one line here.
 */
export const entities = [units, partners] as const satisfies readonly Entity[];

const byName = new Map<string, Entity>(entities.map((entity) => [entity.name, entity]));

export function entityByName(name: string): Entity {
  const entity = byName.get(name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}
