import type { DocumentType, LineTable } from '../../contract/documents/define.ts';
import { entities } from '../../contract/entities/registry.ts';
import type { Entity } from '../../contract/entity/define.ts';
import type { LineTableOf } from '../db/document-tables.ts';
import { documentTables } from '../db/schema.ts';
import { DEFAULT_COUNT_CAP, type EntityModel } from '../entity-api/model.ts';

/** What the engine knows about one document type, built once when the routes are mounted. */
export interface DocumentModel {
  readonly document: DocumentType;
  /** The header as an entity model: the generic list, record reads and scope checks use it. */
  readonly header: EntityModel;
  readonly lineTables: Readonly<Record<string, LineTableOf>>;
  /** Each line table as an entity-shaped declaration, for the write schema of its rows. */
  readonly lineEntities: Readonly<Record<string, Entity>>;
}

function lineEntity(document: DocumentType, lines: LineTable): Entity {
  return {
    name: `${document.name}#${lines.name}`,
    path: document.path,
    table: lines.table,
    menuId: document.menuId,
    title: document.title,
    one: document.one,
    fields: lines.fields,
    fieldNames: lines.fieldNames,
    key: 'line',
    display: 'line',
    list: { columns: [], sort: ['line', 'asc'] },
    search: [],
    filters: [],
  };
}

export function documentModels(
  documents: readonly DocumentType[],
  countCap = DEFAULT_COUNT_CAP,
): DocumentModel[] {
  const registry = new Map<string, Entity>(
    [...entities, ...documents.map((d) => d.header)].map((entity) => [entity.name, entity]),
  );
  return documents.map((document) => {
    const tables = documentTables[document.name];
    if (!tables) throw new Error(`No tables for document ${document.name}`);
    const lineEntities = Object.fromEntries(
      document.lineNames.map((name) => [name, lineEntity(document, document.lines[name] as LineTable)]),
    );
    return {
      document,
      header: { entity: document.header, table: tables.header, registry, countCap },
      lineTables: tables.lines,
      lineEntities,
    };
  });
}
