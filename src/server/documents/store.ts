import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { FieldDef } from '../../contract/entity/fields.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import { fieldOutput } from '../entity-api/columns.ts';
import type { RequestScope } from '../entity-api/model.ts';
import { findRecord } from '../entity-api/records.ts';
import type { DocumentModel } from './model.ts';

/** Reads and writes of a document's header row and its line tables. */

type Row = Record<string, unknown>;

async function readLines(tx: Tx, model: DocumentModel, name: string, sttRec: string): Promise<Row[]> {
  const lines = model.document.lines[name];
  if (!lines) return [];
  const columns = sql.join(
    lines.fieldNames.map(
      (field) => sql`${fieldOutput(field, lines.fields[field] as FieldDef, 'l')} AS ${sql.identifier(field)}`,
    ),
    sql`, `,
  );
  return rowsOf<Row>(
    await tx.execute(
      sql`SELECT ${columns} FROM ${sql.identifier(lines.table)} l WHERE l.stt_rec = ${sttRec} ORDER BY l.line`,
    ),
  );
}

/** The document as the API answers it: the header (lookup names joined) with its line tables. */
export async function readDocument(
  tx: Tx,
  model: DocumentModel,
  sttRec: string,
  options: { scope?: RequestScope; tenantId: string; lock?: boolean },
): Promise<Row & { details: Row[] }> {
  const header = await findRecord(tx, model.header, sttRec, options);
  const out: Row = { ...header };
  for (const name of model.document.lineNames) out[name] = await readLines(tx, model, name, sttRec);
  return out as Row & { details: Row[] };
}

function deleteLines(tx: Tx, table: string, tenantId: string, sttRec: string) {
  return tx.execute(
    sql`DELETE FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} AND stt_rec = ${sttRec}`,
  );
}

/** Writes the line tables of a document, replacing what they held. */
export async function writeLines(
  tx: Tx,
  model: DocumentModel,
  tenantId: string,
  sttRec: string,
  lines: Readonly<Record<string, readonly Row[]>>,
  by: string,
): Promise<void> {
  for (const name of model.document.lineNames) {
    const table = model.lineTables[name];
    const definition = model.document.lines[name];
    if (!table || !definition) continue;
    await deleteLines(tx, definition.table, tenantId, sttRec);
    const rows = (lines[name] ?? []).map((line, i) => ({
      ...Object.fromEntries(definition.fieldNames.filter((f) => f in line).map((f) => [f, line[f]])),
      line: i,
      tenant_id: tenantId,
      id: uuidv7(),
      stt_rec: sttRec,
      created_by: by,
      updated_by: by,
    }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500) as never);
  }
}

/** Updates a document's header row: `values`, the next version, and who changed it and when. */
export async function updateHeader(
  tx: Tx,
  model: DocumentModel,
  scope: Pick<RequestScope, 'tenantId' | 'user'>,
  sttRec: string,
  values: Row,
): Promise<void> {
  const table = model.header.table;
  await tx
    .update(table)
    .set({
      ...values,
      version: sql`${table.version} + 1`,
      updated_at: sql`now()`,
      updated_by: scope.user.user_name,
    } as never)
    .where(and(eq(table.tenant_id, scope.tenantId), eq(table.id, sttRec)));
}

/** Removes a document's lines and header row. */
export async function deleteDocumentRows(tx: Tx, model: DocumentModel, tenantId: string, sttRec: string) {
  for (const lines of Object.values(model.document.lines))
    await deleteLines(tx, lines.table, tenantId, sttRec);
  const header = model.header.table;
  await tx.delete(header).where(and(eq(header.tenant_id, tenantId), eq(header.id, sttRec)));
}
