import { z } from 'zod';
import type { Entity } from '../../contract/entity/define.ts';
import { listSearchSchema } from '../../contract/entity/list-query.ts';
import type { EntityListParams } from './entity-api.ts';

/**
 * The address of an entity list (spec §2 "state in the URL"): the table state of
 * `listSearchSchema`, the declared filters (`?status=1` or `?gioi_tinh=1,2`) and `edit` — the record
 * open in the form ('new' for a new one), so the form survives a reload.
 */
export function entitySearchSchema(entity: Entity) {
  const filters: Record<string, z.ZodType<string | undefined>> = {};
  for (const name of entity.filters ?? [])
    filters[name] = z.string().trim().max(500).optional().catch(undefined);
  return listSearchSchema(entity).extend({
    edit: z.string().trim().min(1).max(64).optional().catch(undefined),
    ...filters,
  });
}

export type EntitySearch = z.infer<ReturnType<typeof listSearchSchema>> & {
  edit?: string | undefined;
  [filter: string]: unknown;
};

export const NEW_RECORD = 'new';

/** Values the address leaves out (so the plain list reads /stock/units). */
export function searchDefaults(entity: Entity) {
  return {
    pageIndex: 1,
    pageSize: 10,
    sortKey: entity.list.sort[0],
    sortType: entity.list.sort[1],
  };
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
    if (typeof value === 'string' && value !== '') filters[name] = value;
  }
  if (Object.keys(filters).length > 0) params.filters = filters;
  return params;
}
