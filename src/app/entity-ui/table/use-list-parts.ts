import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { applySettings, type ColumnSetting, type DataColumn, layoutOf } from './columns.ts';
import { useTableLayout } from './table-settings.ts';
import type { SetSearch } from './use-table-state.ts';

/*
 * The pieces every list screen is made of, entity lists and bespoke lists alike
 * (use-entity-list.ts, list/use-list-screen.ts).
 */

/** The list's address, read through `read`, and the way to change it. */
export function useAddressSearch<S>(read: (raw: Record<string, unknown>) => S) {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  const setSearch: SetSearch = (change, replace = false, keepScroll = false) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...change }),
      replace,
      ...(keepScroll ? { resetScroll: false } : {}),
    } as Parameters<typeof navigate>[0]);
  return { search: read(raw), setSearch };
}

/** Every column `all`, with the layout saved under `key` applied (the settings popup). */
export function useListColumns<R>(
  all: readonly DataColumn<R>[],
  key: string,
  visible: (id: string) => boolean,
  defaults: ColumnSetting[],
) {
  const settings = useTableLayout(key);
  return {
    all,
    shown: applySettings(all, settings.layout, visible),
    layout: layoutOf(all, settings.layout ?? defaults, visible),
    defaults,
    settings,
  };
}

export type ListColumns<R> = ReturnType<typeof useListColumns<R>>;

/**
 * Keys (selected or expanded rows) that belong to the page on screen: another page or search
 * (another `pageKey`) starts afresh.
 */
export function usePageKeys(pageKey: string) {
  const [held, setHeld] = useState({ pageKey, keys: new Set<string>() });
  const keys = held.pageKey === pageKey ? held.keys : new Set<string>();
  return [keys, (next: Set<string>) => setHeld({ pageKey, keys: next })] as const;
}
