import type { ReactNode } from 'react';

/** One column of the data table: what it is called, how a row fills it, how wide it starts. */
export interface DataColumn<R> {
  id: string;
  /** Header text (also the name in the settings popup). */
  label: string;
  sortable?: boolean | undefined;
  align?: 'start' | 'end' | 'center' | undefined;
  /** Width in px; left out, the column shares the space left (at least `minWidth`). */
  width?: number | undefined;
  minWidth?: number | undefined;
  /** The column that names the row for screen readers (one per table). */
  isRowHeader?: boolean | undefined;
  /** The record's code, shown beside the title on a phone's card. */
  isKey?: boolean | undefined;
  /** A status (a choice or yes/no): a chip on a phone's card rather than a line. */
  chip?: boolean | undefined;
  cell: (row: R) => ReactNode;
}

/** A column's place in the user's layout (the settings popup): shown or not, and its width. */
export interface ColumnSetting {
  id: string;
  visible: boolean;
  width?: number | undefined;
}

export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 1200;

/**
 * The columns to draw: the saved order and widths applied to the available columns. Columns the
 * layout does not know (added to the declaration since) come after, shown when `defaultVisible`.
 */
export function applySettings<R>(
  columns: readonly DataColumn<R>[],
  settings: readonly ColumnSetting[] | null,
  defaultVisible: (id: string) => boolean,
): DataColumn<R>[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const known = new Set<string>();
  const out: DataColumn<R>[] = [];
  for (const setting of settings ?? []) {
    const column = byId.get(setting.id);
    if (!column || known.has(setting.id)) continue;
    known.add(setting.id);
    if (setting.visible) out.push(setting.width ? { ...column, width: clampWidth(setting.width) } : column);
  }
  for (const column of columns) {
    if (!known.has(column.id) && defaultVisible(column.id)) out.push(column);
  }
  return out;
}

export function clampWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

/** The full layout the settings popup edits: every available column, the saved ones first. */
export function layoutOf<R>(
  columns: readonly DataColumn<R>[],
  settings: readonly ColumnSetting[] | null,
  defaultVisible: (id: string) => boolean,
): ColumnSetting[] {
  const available = new Set(columns.map((column) => column.id));
  const saved = (settings ?? []).filter((s) => available.has(s.id));
  const seen = new Set(saved.map((s) => s.id));
  const rest = columns
    .filter((column) => !seen.has(column.id))
    .map((column) => ({ id: column.id, visible: defaultVisible(column.id) }));
  return [...saved, ...rest];
}
