import { z } from 'zod/mini';
import type { Entity } from '../../contract/entity/define.ts';
import { entityListShape } from '../../contract/entity/list-shape.ts';
import { listDefaults, listSearchSchema, searchText } from '../../contract/list/list-search.ts';
import type { EntityListParams } from './entity-api.ts';

/**
 * The address of an entity list (spec §2 "state in the URL"): the table state of
 * `listSearchSchema`, the declared filters (`?status=1` or `?gioi_tinh=1,2`) and `edit` — the record
 * open in the form ('new' for a new one), so the form survives a reload.
 */
export function entitySearchSchema(entity: Entity) {
  let schema = built.get(entity) as ReturnType<typeof buildSearchSchema> | undefined;
  if (!schema) {
    schema = buildSearchSchema(entity);
    built.set(entity, schema);
  }
  return schema;
}

/** The address read for `entity`: bad values fall back to the list's defaults. */
export function readEntitySearch(entity: Entity, search: Record<string, unknown>): EntitySearch {
  return entitySearchSchema(entity).parse(search) as EntitySearch;
}

/** One schema per entity: the list screen reads the address through it on every render. */
const built = new WeakMap<Entity, z.ZodMiniType>();

function buildSearchSchema(entity: Entity) {
  // A filter keeps a number as a number, so the address reads `status=0` rather than `status="0"`.
  const filters: Record<string, z.ZodMiniType<string | number | undefined>> = {};
  for (const name of entity.filters ?? [])
    filters[name] = z.catch(z.optional(z.union([z.number(), searchText(500)])), undefined);
  return z.extend(listSearchSchema(entityListShape(entity)), { edit: searchText(64), ...filters });
}

export type EntitySearch = z.infer<ReturnType<typeof listSearchSchema>> & {
  edit?: string | undefined;
  [filter: string]: unknown;
};

export const NEW_RECORD = 'new';

/** Values the address leaves out (so the plain list reads /stock/units). */
export function searchDefaults(entity: Entity) {
  return listDefaults(entityListShape(entity));
}

/**
 * What a new record opened over the list starts with: each declared filter the address holds one
 * value of (`/crm/complains?ma_kh=KH000123&edit=new` is that customer's new complaint).
 */
export function presetFromFilters(entity: Entity, search: EntitySearch): Record<string, unknown> {
  const preset: Record<string, unknown> = {};
  for (const name of entity.filters) {
    const value = (search as Record<string, unknown>)[name];
    if (typeof value === 'number' || (typeof value === 'string' && value !== '' && !value.includes(',')))
      preset[name] = value;
  }
  return preset;
}

/** The list request the address names: trimmed search, an empty one left out, declared filters. */
export function listParams(entity: Entity, search: EntitySearch): EntityListParams {
  const params: EntityListParams = {
    pageIndex: search.pageIndex,
    pageSize: search.pageSize,
    sortKey: search.sortKey,
    sortType: search.sortType,
  };
  const searchKey = search.searchKey?.trim();
  if (searchKey) params.searchKey = searchKey;
  if (search.fromDate) params.fromDate = search.fromDate;
  if (search.toDate) params.toDate = search.toDate;
  const filters: Record<string, string> = {};
  for (const name of entity.filters ?? []) {
    const value = search[name];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number')
      filters[name] = String(value);
  }
  if (Object.keys(filters).length > 0) params.filters = filters;
  return params;
}
