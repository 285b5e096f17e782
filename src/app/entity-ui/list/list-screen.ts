import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { ListParams, ListShape } from '../../../contract/list/list-query.ts';
import { listSearchSchema } from '../../../contract/list/list-search.ts';
import type { DataColumn } from '../table/columns.ts';

/**
 * The adapter between a bespoke list (an endpoint that is not a declared entity: system/users,
 * system/logs) and the entity data table. What the table needs that an entity declaration would
 * otherwise give: the list's shape in the list protocol (the columns the server sorts by, the
 * default order and page size: ListShape, declared beside the endpoint in src/contract/api), the
 * settings key of its layout, how to fetch one page and name a row. With its columns
 * (ListScreenColumn) the screen gets the same toolbar, settings popup, address state, Ctrl+←/→
 * and Excel export as every entity list (ListScreenTable.tsx).
 */
export interface ListScreen<R> extends ListShape {
  /** The list has from/to dates (fromDate, toDate in the address and the request). */
  withDates?: boolean;
  /** The config name the settings popup saves the layout under ('table_users'). */
  settingsKey: string;
  /** The cache key of its pages (under ['session', tenant] so signing out forgets them). */
  queryKey: () => readonly unknown[];
  /** One page the way the server answers it (list-fetch.ts keeps the total while paging). */
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<ListPage<R>>;
  rowKey: (row: R) => string;
}

/** A data table column that also says how it reads in an Excel export. */
export interface ListScreenColumn<R> extends DataColumn<R> {
  /** The cell as text for the export; left out, the column is not exported. */
  text?: ((row: R) => string | number | null) | undefined;
  /** Shown only once the user ticks it in the settings popup. */
  hidden?: boolean | undefined;
}

export interface ListPage<R> {
  items: R[];
  total: number;
  /** False when the server estimated the total (shown '≈'). */
  total_exact?: boolean | undefined;
}

export type ListSearch = z.infer<ReturnType<typeof listSearchSchema>>;

/** The request the address names: an empty search and dates left out. */
export function listParamsOf(search: ListSearch): ListParams {
  const { searchKey, fromDate, toDate, ...paging } = search;
  return {
    ...paging,
    ...(searchKey ? { searchKey } : {}),
    ...(fromDate ? { fromDate } : {}),
    ...(toDate ? { toDate } : {}),
  };
}

export function listScreenQuery<R>(screen: ListScreen<R>, params: ListParams) {
  return queryOptions({
    queryKey: [...screen.queryKey(), 'list', params],
    queryFn: ({ signal }) => screen.fetchPage(params, signal),
  });
}

export type LoadCause = 'preload' | 'enter' | 'stay';

/**
 * The route loader's part: the page the address names, fetched unless cached. Opening the screen
 * waits for its rows; paging, sorting and searching (`stay`) keep the table on screen meanwhile.
 */
export async function ensureListScreen<R>(
  queryClient: QueryClient,
  screen: ListScreen<R>,
  search: Record<string, unknown>,
  cause: LoadCause,
): Promise<void> {
  const params = listParamsOf(listSearchSchema(screen).parse(search));
  const rows = queryClient.ensureQueryData(listScreenQuery(screen, params));
  if (cause === 'stay') rows.catch(() => undefined);
  else await rows;
}

/** A column that shows and exports the same text (`read`; nothing when null). */
export function textColumn<R>(
  id: string,
  label: string,
  read: (row: R) => string | null,
  options: Omit<Partial<ListScreenColumn<R>>, 'id' | 'label' | 'cell' | 'text'> = {},
): ListScreenColumn<R> {
  return { id, label, ...options, text: read, cell: (row) => read(row) ?? '' };
}
