import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listSearchSchema } from '../../../contract/list/list-search.ts';
import { useAddressSearch, useListColumns, usePageKeys } from '../table/use-list-parts.ts';
import { useTableState } from '../table/use-table-state.ts';
import { type ListScreen, type ListScreenColumn, listParamsOf, listScreenQuery } from './list-screen.ts';

/**
 * Everything a bespoke list shows and changes, as useEntityList gives an entity list: the address
 * read leniently, the page it names, the table state, the columns with the saved layout, selection.
 */
export function useListScreen<R>(screen: ListScreen<R>, all: readonly ListScreenColumn<R>[]) {
  const schema = useMemo(() => listSearchSchema(screen), [screen]);
  const { search, setSearch } = useAddressSearch((raw) => schema.parse(raw));
  const params = listParamsOf(search);
  const query = useQuery({ ...listScreenQuery(screen, params), placeholderData: keepPreviousData });
  const state = useTableState(search, setSearch, query.data?.total);
  const defaults = useMemo(() => all.map((column) => ({ id: column.id, visible: !column.hidden })), [all]);
  const hidden = new Set(all.filter((column) => column.hidden).map((column) => column.id));
  const columns = useListColumns(all, screen.settingsKey, (id) => !hidden.has(id), defaults);
  const [selected, setSelected] = usePageKeys(JSON.stringify(params));
  return { screen, search, setSearch, params, query, state, columns, selected, setSelected };
}

export type ListScreenState<R> = ReturnType<typeof useListScreen<R>>;
