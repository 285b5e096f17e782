import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Entity } from '../../contract/entity/define.ts';
import { tableLayoutKey } from '../../contract/entity/table-layout.ts';
import { entityListQuery } from './entity-api.ts';
import { type CustomCells, defaultLayout, defaultVisible, entityColumns } from './entity-columns.tsx';
import { listParams, readEntitySearch } from './list-search.ts';
import { useAddressSearch, useListColumns, usePageKeys } from './table/use-list-parts.ts';
import { useTableState } from './table/use-table-state.ts';

/** The entity list's address, read through its schema, and the way to change it. */
export function useEntitySearch(entity: Entity) {
  return useAddressSearch((raw) => readEntitySearch(entity, raw));
}

/** Columns from the declaration with the saved layout applied. */
function useEntityColumns(entity: Entity, cells: CustomCells | undefined) {
  const { i18n } = useLingui();
  const all = useMemo(() => entityColumns(entity, i18n, cells), [entity, i18n, cells]);
  return useListColumns(all, tableLayoutKey(entity), defaultVisible(entity), defaultLayout(entity, all));
}

/** Everything the list screen shows and changes: rows, table state, columns, selection, expansion. */
export function useEntityList(entity: Entity, cells?: CustomCells) {
  const { search, setSearch } = useEntitySearch(entity);
  const params = listParams(entity, search);
  const query = useQuery({ ...entityListQuery(entity, params), placeholderData: keepPreviousData });
  const state = useTableState(search, setSearch, query.data?.total);
  const columns = useEntityColumns(entity, cells);
  const pageKey = JSON.stringify(params);
  const [selected, setSelected] = usePageKeys(pageKey);
  const [expanded, setExpanded] = usePageKeys(pageKey);
  return { search, setSearch, query, state, columns, selected, setSelected, expanded, setExpanded };
}

export type EntityList = ReturnType<typeof useEntityList>;
