import type { ListQuery, ListShape } from '../list/list-query.ts';
import type { Entity } from './define.ts';
import type { Translate } from './messages.ts';
import { parseValue } from './values.ts';

/**
 * A declared entity's list in the one list protocol (src/contract/list): it sorts by its list
 * columns and timestamps, in its declared order, and filters by its declared filters.
 */

/** Columns a list may be sorted by: the declared list columns plus the record's timestamps. */
export function sortableColumns(entity: Entity): string[] {
  return [...new Set([...entity.list.columns, entity.list.sort[0], 'created_at', 'updated_at'])];
}

/** One shape per entity: a list request reads its query through it. */
const shapes = new WeakMap<Entity, ListShape>();

export function entityListShape(entity: Entity): ListShape {
  let shape = shapes.get(entity);
  if (!shape) {
    shape = {
      sortable: sortableColumns(entity),
      sort: entity.list.sort,
      readFilters: (q, t, fail) => readFilters(entity, t, q, fail),
    };
    shapes.set(entity, shape);
  }
  return shape;
}

function readFilters(
  entity: Entity,
  t: Translate,
  q: Readonly<Record<string, string>>,
  fail: Parameters<NonNullable<ListShape['readFilters']>>[2],
): ListQuery['filters'] {
  const filters: ListQuery['filters'] = {};
  for (const name of entity.filters ?? []) {
    const raw = q[name]?.trim();
    const field = entity.fields[name];
    if (!raw || !field) continue;
    const values = raw.split(',').map((part) => parseValue(field, part.trim()));
    const wrong = values.find((value) => !value.ok);
    if (wrong && !wrong.ok) fail(name, wrong.message, { field: t(field.label), ...wrong.values });
    else filters[name] = values.map((value) => (value.ok ? value.value : null));
  }
  return filters;
}
