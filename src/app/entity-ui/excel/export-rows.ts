import type { I18n } from '@lingui/core';
import type { Entity } from '../../../contract/entity/define.ts';
import { MAX_PAGE_SIZE } from '../../../contract/list/list-query.ts';
import { fetchList } from '../../data/list-fetch.ts';
import { type EntityListParams, type EntityRow, entityListSchema } from '../entity-api.ts';
import { saveSheet } from './excel-file.ts';
import { exportCell, importableFields } from './sheet.ts';

/** The most rows one export fetches (100 pages of 1000). */
export const EXPORT_MAX_ROWS = 100_000;

export interface ExportProgress {
  done: number;
  /** Rows to fetch (the list's total, capped), null until the first page answered. */
  total: number | null;
}

/** One page of any list: its rows, and its total (estimated when `total_exact` is false). */
export type PageFetcher<R> = (
  pageIndex: number,
  pageSize: number,
  signal: AbortSignal,
) => Promise<{ items: R[]; total: number; total_exact?: boolean | undefined }>;

/**
 * Every row of a list as it is filtered, searched and sorted on screen, page by page (1000 a
 * page, up to 100 000 rows). An abort stops between pages and nothing is saved.
 */
export async function fetchAllPages<R>(
  fetchPage: PageFetcher<R>,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<R[]> {
  const rows: R[] = [];
  // An estimated total (a very large list) only sizes the bar: a short page ends the export.
  let limit = EXPORT_MAX_ROWS;
  for (let page = 1; rows.length < limit; page++) {
    const answer = await fetchPage(page, MAX_PAGE_SIZE, signal);
    rows.push(...answer.items);
    const total = Math.min(answer.total, EXPORT_MAX_ROWS);
    if (answer.total_exact !== false) limit = total;
    onProgress({
      done: Math.min(rows.length, Math.max(total, rows.length)),
      total: Math.max(total, rows.length),
    });
    if (answer.items.length < MAX_PAGE_SIZE) break;
  }
  signal.throwIfAborted();
  return rows.slice(0, EXPORT_MAX_ROWS);
}

/** An entity list's pages, with the filters, search and sort of `params`. */
export function entityPages(entity: Entity, params: EntityListParams): PageFetcher<EntityRow> {
  // The total is counted once, with the first page; later pages reuse it (list-fetch.ts).
  return (pageIndex, pageSize, signal) =>
    fetchList(entity.path, { ...params, pageIndex, pageSize }, entityListSchema, signal);
}

export interface ExportColumn {
  id: string;
  label: string;
}

/** Writes the rows under the visible columns' labels and downloads the file. */
export function saveRows(
  i18n: I18n,
  entity: Entity,
  columns: readonly ExportColumn[],
  rows: readonly EntityRow[],
  fileName: string,
): Promise<void> {
  const cells = rows.map((row) => columns.map((column) => exportCell(i18n, entity, column.id, row)));
  return saveSheet(
    columns.map((column) => column.label),
    cells,
    fileName,
    i18n._(entity.title),
  );
}

/** An empty sheet whose header row names every field an import may fill. */
export function saveTemplate(i18n: I18n, entity: Entity, fileName: string): Promise<void> {
  const fields = importableFields(i18n, entity);
  return saveSheet(
    fields.map((field) => field.label),
    [],
    fileName,
    i18n._(entity.title),
  );
}
