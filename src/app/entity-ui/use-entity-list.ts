import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Entity } from '../../contract/entity/define.ts';
import { tableLayoutKey } from '../../contract/entity/table-layout.ts';
import { entityListQuery } from './entity-api.ts';
import { defaultLayout, defaultVisible, entityColumns } from './entity-columns.tsx';
import { listParams, readEntitySearch } from './list-search.ts';
import { applySettings, layoutOf } from './table/columns.ts';
import { useTableLayout } from './table/table-settings.ts';
import { type SetSearch, useTableState } from './table/use-table-state.ts';

/** The entity list's address, read through its schema, and the way to change it. */
export function useEntitySearch(entity: Entity) {
  const raw = useSearch({ strict: false });
  const search = readEntitySearch(entity, raw);
  const navigate = useNavigate();
  const setSearch: SetSearch = (change, replace = false) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...change }),
      replace,
    } as Parameters<typeof navigate>[0]);
  return { search, setSearch };
}

/** Columns from the declaration with the saved layout applied. */
function useEntityColumns(entity: Entity) {
  const { i18n } = useLingui();
  const all = useMemo(() => entityColumns(entity, i18n), [entity, i18n]);
  const key = tableLayoutKey(entity);
  const settings = useTableLayout(key);
  const visible = defaultVisible(entity);
  return {
    all,
    shown: applySettings(all, settings.layout, visible),
    layout: layoutOf(all, settings.layout ?? defaultLayout(entity, all), visible),
    defaults: defaultLayout(entity, all),
    settings,
  };
}

/** Everything the list screen shows and changes: rows, table state, columns, selection, expansion. */
export function useEntityList(entity: Entity) {
  const { search, setSearch } = useEntitySearch(entity);
  const params = listParams(entity, search);
  const query = useQuery({ ...entityListQuery(entity, params), placeholderData: keepPreviousData });
  const state = useTableState(search, setSearch, query.data?.total);
  const columns = useEntityColumns(entity);
  // Selection and expansion belong to the page on screen: another page or search starts afresh.
  const pageKey = JSON.stringify(params);
  const [selection, setSelection] = useState({ pageKey, keys: new Set<string>() });
  const [expansion, setExpansion] = useState({ pageKey, keys: new Set<string>() });
  const selected = selection.pageKey === pageKey ? selection.keys : new Set<string>();
  const expanded = expansion.pageKey === pageKey ? expansion.keys : new Set<string>();
  return {
    search,
    setSearch,
    query,
    state,
    columns,
    selected,
    setSelected: (keys: Set<string>) => setSelection({ pageKey, keys }),
    expanded,
    setExpanded: (keys: Set<string>) => setExpansion({ pageKey, keys }),
  };
}

export type EntityList = ReturnType<typeof useEntityList>;
