import {
  type ExtraConfigColumn,
  integer,
  type PgColumnBuilderBase,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DocumentType, LineTable } from '../../contract/documents/define.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import { requiredTexts } from './columns.ts';
import { type EntityTable, entityTable, fieldColumn } from './entity-table.ts';
import { tenantTable } from './tenant-table.ts';

/**
 * The tables of a declared document type: the header is an entity table (list, search, scope and
 * its unique number per branch and voucher type come with it), each line table a tenant table
 * keyed by the header's `stt_rec` and the line's position.
 */

function lineTableOf(lines: LineTable) {
  const columns: Record<string, PgColumnBuilderBase> = { stt_rec: text('stt_rec').notNull() };
  for (const name of lines.fieldNames) {
    const field = lines.fields[name] as FieldDef;
    const builder = fieldColumn(name, field) as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase };
    columns[name] = field.required && field.kind !== 'bool' ? builder.notNull() : builder;
  }
  return tenantTable(lines.table, columns, (t) => {
    const col = (name: string) => (t as Record<string, ExtraConfigColumn>)[name] as ExtraConfigColumn;
    return [uniqueIndex(`${lines.table}_line_uq`).on(col('tenant_id'), col('stt_rec'), col('line'))];
  });
}

export type LineTableOf = ReturnType<typeof lineTableOf>;

export interface DocumentTables {
  readonly header: EntityTable;
  readonly lines: Readonly<Record<string, LineTableOf>>;
}

export function documentTablesOf(document: DocumentType): DocumentTables {
  const lines = Object.fromEntries(
    document.lineNames.map((name) => [name, lineTableOf(document.lines[name] as LineTable)]),
  );
  return { header: entityTable(document.header), lines };
}

/**
 * Voucher numbering (documents.md §4): one counter row per (tenant, branch, voucher type, year),
 * locked by the transaction that takes the next number, so numbers are gap-free and unique.
 */
export const documentCounters = tenantTable(
  'document_counters',
  {
    ...requiredTexts('ma_dvcs', 'ma_ct'),
    nam: integer('nam').notNull(),
    so: integer('so').notNull().default(0),
  },
  (t) => [uniqueIndex('document_counters_uq').on(t.tenant_id, t.ma_dvcs, t.ma_ct, t.nam)],
);
