import type { ReactNode } from 'react';
import type { DataColumn } from './columns.ts';

/** One action of a card's menu (edit, delete). */
export interface RowMenuItem {
  id: string;
  label: string;
  danger?: boolean;
  onAction: () => void;
}

/**
 * How a list shows on a phone (below `md`): each row a card, "Xem thêm" appending the next page
 * (still `pageIndex` in the address), a select mode with the bulk actions in a bar at the bottom.
 * `off` keeps the table (a wide report), scrolled sideways.
 */
/** The query options of one page (entityListQuery, listScreenQuery): its data holds `items`. */
export interface PageQuery {
  queryKey: readonly unknown[];
}

export interface PhoneCards<R> {
  off?: boolean | undefined;
  /** The page on screen: pages 1 … pageIndex show one after the other. */
  pageIndex: number;
  /** One page of the same search and sort (read from the cache the table fills). */
  page: (pageIndex: number) => PageQuery;
  /** The card's secondary lines by column id (default: the first columns after the title). */
  secondary?: readonly string[] | undefined;
  /** The row's actions, in a menu on its card. */
  menu?: ((row: R) => RowMenuItem[]) | undefined;
  /** What to do with the chosen cards (shown in the bottom bar in select mode). */
  bulk?: ((chosen: R[]) => ReactNode) | undefined;
}

export interface CardShape<R> {
  title: DataColumn<R> | undefined;
  code: DataColumn<R> | undefined;
  lines: DataColumn<R>[];
  chips: DataColumn<R>[];
}

/** Which shown column plays which part on a card. */
export function cardShape<R>(columns: readonly DataColumn<R>[], secondary?: readonly string[]): CardShape<R> {
  const usable = columns.filter((column) => !column.id.startsWith('__'));
  const title = usable.find((column) => column.isRowHeader) ?? usable[0];
  const code = usable.find((column) => column.isKey && column !== title);
  const chips = usable.filter((column) => column.chip && column !== title).slice(0, 2);
  const rest = usable.filter((column) => column !== title && column !== code && !chips.includes(column));
  const declared = secondary
    ?.map((id) => usable.find((column) => column.id === id))
    .filter((column): column is DataColumn<R> => column !== undefined);
  const lines = declared && declared.length > 0 ? declared : rest.slice(0, 3);
  return { title, code, lines, chips };
}
