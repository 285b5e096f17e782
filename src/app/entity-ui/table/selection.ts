import type { Selection } from 'react-aria-components';

/**
 * Row selection of the data table (spec §2): select-all takes only the rows that may be selected,
 * and a selection never holds a key that is not a selectable row of the page.
 */
export function readSelection<R>(
  selection: Selection,
  rows: readonly R[],
  rowKey: (row: R) => string,
  isSelectable: (row: R) => boolean,
): Set<string> {
  const selectable = rows.filter(isSelectable).map(rowKey);
  if (selection === 'all') return new Set(selectable);
  const allowed = new Set(selectable);
  return new Set([...selection].map(String).filter((key) => allowed.has(key)));
}

/** Keys RAC must treat as disabled for selection: unselectable rows and expanded detail rows. */
export function unselectableKeys<R>(
  rows: readonly R[],
  rowKey: (row: R) => string,
  isSelectable: (row: R) => boolean,
  detailKeys: readonly string[],
): Set<string> {
  return new Set([...rows.filter((row) => !isSelectable(row)).map(rowKey), ...detailKeys]);
}

/** The key of the detail row shown under an expanded row. */
export const detailKey = (key: string) => `${key}\u0000detail`;
export const isDetailKey = (key: string) => key.endsWith('\u0000detail');
export const keyOfDetail = (key: string) => key.slice(0, -'\u0000detail'.length);
