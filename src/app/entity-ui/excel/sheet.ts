import type { I18n } from '@lingui/core';
import { fold } from '../../../contract/domain/text.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import type { FieldDef } from '../../../contract/entity/fields.ts';
import { numberRules } from '../../../contract/entity/values.ts';
import type { EntityRow } from '../entity-api.ts';
import { formatField } from '../format.ts';
import { type CellValue, cellToValue, dayToDate, instantToWallDate, isNumericKind } from './cells.ts';

/**
 * What a sheet holds, without the Excel library: the cells of an export (typed for
 * write-excel-file), the fields an import may fill, the automatic column mapping, and the sheet
 * rows turned into API items. Kept pure so the rules are unit-tested and the library stays lazy.
 */

/** A write-excel-file cell: a real number or date with its display format, or text. */
export interface ExportCell {
  type: NumberConstructor | DateConstructor | StringConstructor;
  value: number | Date | string;
  format?: string;
}

export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm:ss';

const AUDIT_INSTANTS = new Set(['created_at', 'updated_at']);

function numberFormat(field: FieldDef): string {
  const { precision } = numberRules(field as Parameters<typeof numberRules>[0]);
  return precision > 0 ? `#,##0.${'#'.repeat(precision)}` : '#,##0';
}

/** One cell of an exported row for column `id` (a field or an audit column), or null when empty. */
export function exportCell(i18n: I18n, entity: Entity, id: string, row: EntityRow): ExportCell | null {
  const field = entity.fields[id];
  const value = row[id];
  if (!field) {
    if (AUDIT_INSTANTS.has(id)) {
      const date = instantToWallDate(value);
      return date ? { type: Date, value: date, format: DATETIME_FORMAT } : null;
    }
    return value === null || value === undefined ? null : { type: String, value: String(value) };
  }
  if (isNumericKind(field)) {
    const number = typeof value === 'number' ? value : Number(value);
    if (value === null || value === undefined || value === '' || !Number.isFinite(number)) return null;
    return { type: Number, value: number, format: numberFormat(field) };
  }
  if (field.kind === 'date') {
    const date = dayToDate(value);
    return date ? { type: Date, value: date, format: DATE_FORMAT } : null;
  }
  if (field.kind === 'datetime') {
    const date = instantToWallDate(value);
    return date ? { type: Date, value: date, format: DATETIME_FORMAT } : null;
  }
  const text = formatField(i18n, id, field, row);
  return text === '' ? null : { type: String, value: text };
}

export interface ImportableField {
  name: string;
  label: string;
  required: boolean;
}

/** Fields a sheet may fill: every declared field the server accepts on create. */
export function importableFields(i18n: I18n, entity: Entity): ImportableField[] {
  return entity.fieldNames.flatMap((name) => {
    const field = entity.fields[name];
    if (!field || field.readOnly) return [];
    return [{ name, label: i18n._(field.label), required: field.required === true }];
  });
}

/**
 * The field each sheet column fills (null: left out), matched on the label or the field name,
 * accents and case aside; a field is taken by its first column only.
 */
export function autoMapping(
  headers: readonly string[],
  fields: readonly ImportableField[],
): (string | null)[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = fold(header);
    if (key === '') return null;
    const field = fields.find((f) => !taken.has(f.name) && (fold(f.label) === key || fold(f.name) === key));
    if (!field) return null;
    taken.add(field.name);
    return field.name;
  });
}

/** The sheet's data rows as API items: each mapped column's cell converted for its field. */
export function rowsToItems(
  i18n: I18n,
  entity: Entity,
  rows: readonly (readonly CellValue[])[],
  mapping: readonly (string | null)[],
): Record<string, unknown>[] {
  return rows.map((row) => {
    const item: Record<string, unknown> = {};
    mapping.forEach((name, column) => {
      const field = name ? entity.fields[name] : undefined;
      if (!name || !field) return;
      const value = cellToValue(i18n, field, row[column] ?? null);
      if (value !== undefined) item[name] = value;
    });
    return item;
  });
}

/** Rows with no cell filled (Excel often keeps formatted blank rows at the end) are left out. */
export function filledRows(rows: readonly (readonly CellValue[])[]): {
  rows: CellValue[][];
  sheetRows: number[];
} {
  const kept: CellValue[][] = [];
  const sheetRows: number[] = [];
  rows.forEach((row, i) => {
    if (row.some((cell) => cell !== null && String(cell).trim() !== '')) {
      kept.push([...row]);
      sheetRows.push(i + 2);
    }
  });
  return { rows: kept, sheetRows };
}

/** `<title>-<yyyymmdd>.xlsx`, the day in the business time zone. */
export function exportFileName(title: string, today: string): string {
  const day = today.replaceAll('-', '');
  return `${title.replace(/[\\/:*?"<>|]/g, '-')}${day ? `-${day}` : ''}.xlsx`;
}
