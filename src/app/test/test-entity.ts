import { defineEntity, type Entity, type EntityInput, type Fields } from '../../contract/entity/define.ts';

/** An entity declared for a test: its name, path, table and menu all derived from `slug`. */
export function testEntity<const F extends Fields>(
  slug: string,
  declared: Omit<EntityInput<F>, 'name' | 'path' | 'table' | 'menuId'>,
): Entity<F> {
  return defineEntity({
    name: `test.${slug}`,
    path: `test/${slug}`,
    table: `test_${slug}`,
    menuId: `test.${slug}`,
    ...declared,
  });
}
