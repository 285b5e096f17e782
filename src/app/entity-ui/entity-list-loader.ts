import type { QueryClient } from '@tanstack/react-query';
import type { Entity } from '../../contract/entity/define.ts';
import { preloadDateFields } from '../ui/LazyDateFields.tsx';
import { entityListQuery } from './entity-api.ts';
import { listParams, readEntitySearch } from './list-search.ts';

/*
 * What an entity list route does once the entity's declaration has arrived. Fetched with the
 * declaration (entity-route.tsx, catch-all-route.tsx): the list's address schema, its queries and
 * the outbox behind them stay out of the first download.
 */

export { readEntitySearch, searchDefaults } from './list-search.ts';

/** Why the router runs a route's loader. */
export type LoadCause = 'preload' | 'enter' | 'stay';

/**
 * The first page the address names, fetched unless cached. Opening the page waits for its rows;
 * paging, sorting and searching (`stay`) keep the table on screen while they come.
 */
export async function ensureEntityList(
  queryClient: QueryClient,
  entity: Entity,
  search: Record<string, unknown>,
  cause: LoadCause,
): Promise<void> {
  // The toolbar's from/to fields come with the rows rather than after them.
  if (entity.dateField) preloadDateFields();
  const query = entityListQuery(entity, listParams(entity, readEntitySearch(entity, search)));
  const rows = queryClient.ensureQueryData(query);
  if (cause === 'stay') rows.catch(() => undefined);
  else await rows;
}
