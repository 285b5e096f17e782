import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { Entity } from '../../contract/entity/define.ts';
import { type FieldDef, NUMERIC_KINDS } from '../../contract/entity/fields.ts';
import { sortableColumns } from '../../contract/entity/list-shape.ts';
import { Badge } from '../ui/Badge.tsx';
import type { EntityRow } from './entity-api.ts';
import { formatField, formatInstant } from './format.ts';
import type { DataColumn } from './table/columns.ts';

/** The record's own columns any list may show besides the declared fields. */
export const AUDIT_COLUMNS = {
  created_at: msg`Ngày tạo`,
  created_by: msg`Người tạo`,
  updated_at: msg`Ngày sửa`,
  updated_by: msg`Người sửa`,
} as const;

const numeric = new Set<string>([...NUMERIC_KINDS, 'money']);

/** A starting width by kind; text and the record's name share what is left. */
function widthOf(field: FieldDef): number | undefined {
  if (field.kind === 'code') return 150;
  if (field.kind === 'date' || field.kind === 'time') return 120;
  if (field.kind === 'datetime') return 170;
  if (field.kind === 'bool') return 140;
  if (field.kind === 'phone') return 140;
  if (field.kind === 'enum') return 120;
  if (numeric.has(field.kind)) return 130;
  return undefined;
}

function cellOf(i18n: I18n, name: string, field: FieldDef) {
  return (row: EntityRow) => {
    if (field.kind === 'bool') {
      const on = row[name] === true;
      return (
        <Badge tone={on ? 'success' : 'neutral'} className="px-2 py-0.5 text-xs">
          {formatField(i18n, name, field, row)}
        </Badge>
      );
    }
    if (field.kind === 'image' && typeof row[name] === 'string' && row[name] !== '') {
      return <img src={String(row[name])} alt="" loading="lazy" className="size-7 rounded object-cover" />;
    }
    return formatField(i18n, name, field, row);
  };
}

/** Cells a screen draws its own way (a document's status chip), by field name. */
export type CustomCells = Readonly<Record<string, (row: EntityRow) => ReactNode>>;

/**
 * Every column an entity's list can show: its fields in declaration order, then the audit
 * columns. Which show, in what order and how wide is the layout's business (list.columns by default).
 */
export function entityColumns(entity: Entity, i18n: I18n, cells: CustomCells = {}): DataColumn<EntityRow>[] {
  const sortable = new Set(sortableColumns(entity));
  const fields = entity.fieldNames.flatMap((name): DataColumn<EntityRow>[] => {
    const field = entity.fields[name];
    if (!field) return [];
    return [
      {
        id: name,
        label: i18n._(field.label),
        sortable: sortable.has(name),
        align: numeric.has(field.kind) ? 'end' : undefined,
        width: widthOf(field),
        minWidth: name === entity.display ? 200 : undefined,
        isRowHeader: name === entity.display,
        isKey: name === entity.key,
        chip: field.kind === 'enum' || field.kind === 'bool' || name === 'status',
        cell: cells[name] ?? cellOf(i18n, name, field),
      },
    ];
  });
  const audit = Object.entries(AUDIT_COLUMNS).map(
    ([id, label]): DataColumn<EntityRow> => ({
      id,
      label: i18n._(label),
      sortable: sortable.has(id),
      width: id.endsWith('_at') ? 170 : 130,
      cell: (row) => (id.endsWith('_at') ? formatInstant(row[id]) : String(row[id] ?? '')),
    }),
  );
  return [...fields, ...audit];
}

/** Columns shown until the user saves a layout: the declaration's list columns. */
export function defaultVisible(entity: Entity): (id: string) => boolean {
  const shown = new Set<string>(entity.list.columns);
  return (id) => shown.has(id);
}

/** The declaration's order: list columns first, as declared, then the rest hidden. */
export function defaultLayout(entity: Entity, columns: readonly DataColumn<EntityRow>[]) {
  const listed = entity.list.columns.map((id) => ({ id, visible: true }));
  const rest = columns
    .filter((c) => !entity.list.columns.includes(c.id))
    .map((c) => ({ id: c.id, visible: false }));
  return [...listed, ...rest];
}
