import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  pgView,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Entity } from '../../contract/entity/define.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import { TENANT_SETTING, tenantTable } from './tenant-table.ts';

/** int8 carried as a decimal string: 18 integer digits do not fit a JS number. */
const bigintText = customType<{ data: string; driverData: string }>({ dataType: () => 'bigint' });

/** The column of one declared field, by its kind (entity tables and document line tables). */
export function fieldColumn(name: string, field: FieldDef): PgColumnBuilderBase {
  switch (field.kind) {
    case 'int2':
    case 'ud_smallint':
      return smallint(name);
    case 'int4':
    case 'ud_int':
      return integer(name);
    case 'int8':
    case 'ud_bigint':
      return bigintText(name);
    case 'ud_float':
      return doublePrecision(name);
    case 'numeric':
    case 'ud_decimal':
    case 'money':
      return numeric(name, { precision: 38, scale: field.precision ?? (field.kind === 'money' ? 0 : 4) });
    case 'bool':
      return boolean(name).notNull().default(false);
    case 'date':
      return date(name, { mode: 'string' });
    case 'datetime':
      return timestamp(name, { withTimezone: true, mode: 'string' });
    case 'enum':
      return field.options.every(([value]) => typeof value === 'number') ? smallint(name) : text(name);
    case 'multiLookup':
      return text(name).array().notNull().default(sql`'{}'::text[]`);
    case 'image':
    case 'file':
      return field.multiple ? text(name).array().notNull().default(sql`'{}'::text[]`) : text(name);
    case 'json':
      return jsonb(name);
    default:
      return text(name);
  }
}

/** The accent- and case-free text the search index holds and `searchKey` is matched against. */
export function searchExpression(columns: SQL[]): SQL {
  const joined = sql.join(
    columns.map((c) => sql`coalesce(${c}::text, '')`),
    sql` || ' ' || `,
  );
  return sql`f_unaccent(lower(${joined}))`;
}

const SORT_EXTRA = ['created_at', 'updated_at'];

/**
 * The database table of a declared entity: one column per field (by kind), tenant-leading keys,
 * the audit columns and row-level security of tenantTable(), a unique index on the key and each
 * declared unique set, one trigram index over the search fields, and an index per sortable list
 * column so any page of a large list is an index walk.
 */
export function entityTable(entity: Entity) {
  const columns = Object.fromEntries(
    entity.fieldNames.map((name) => {
      const field = entity.fields[name] as FieldDef;
      const builder = fieldColumn(name, field) as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase };
      // Required fields (and the key) can never be empty, whoever writes the row. The key of a
      // read-only entity (a log) may be: its rows are written by the system, not typed by users.
      const keyed = name === entity.key && !entity.readOnly;
      const notNull = (field.required || keyed) && field.kind !== 'bool';
      return [name, notNull ? builder.notNull() : builder];
    }),
  );
  return tenantTable(entity.table, columns, (t) => {
    const columnsOf = t as Record<string, ExtraConfigColumn>;
    const col = (name: string) => columnsOf[name] as ExtraConfigColumn;
    const tenantId = col('tenant_id');
    const keyColumns = entity.keyScope ? [col(entity.keyScope), col(entity.key)] : [col(entity.key)];
    const indexes = [uniqueIndex(`${entity.table}_key_uq`).on(tenantId, ...keyColumns)];
    (entity.unique ?? []).forEach((set, i) => {
      indexes.push(uniqueIndex(`${entity.table}_uq${i + 1}`).on(tenantId, ...set.map(col)));
    });
    if (entity.search?.length) {
      const expression = searchExpression(entity.search.map((name) => sql`${col(name)}`));
      indexes.push(
        index(`${entity.table}_search_idx`).using('gin', tenantId, sql`${expression} gin_trgm_ops`),
      );
    }
    const sortable = new Set([...entity.list.columns, entity.list.sort[0], ...SORT_EXTRA]);
    if (!entity.keyScope) sortable.delete(entity.key);
    for (const name of sortable) {
      const target = col(name);
      indexes.push(index(`${entity.table}_${name}_idx`).on(tenantId, target, col('id')));
    }
    // Personal rows are always read by their owner: every list is a walk of the owner's rows.
    if (entity.scope?.owner)
      indexes.push(index(`${entity.table}_owner_idx`).on(tenantId, col('created_by'), col('id')));
    const branch = entity.scope?.branch;
    if (branch && branch !== entity.key && !sortable.has(branch))
      indexes.push(index(`${entity.table}_branch_idx`).on(tenantId, col(branch)));
    return indexes;
  });
}

export type EntityTable = ReturnType<typeof entityTable>;

/** Name of the search view of an entity with search fields. */
export function searchViewName(entity: Entity): string {
  return `${entity.table}_search`;
}

/**
 * The search view of an entity: `(tenant_id, id, haystack)` of the current tenant's rows, where
 * haystack is the expression the trigram index holds. Searches go through it because row-level
 * security forbids using the index for them on the table itself: LIKE is not leakproof, so
 * PostgreSQL evaluates it only after the policy, row by row. The view belongs to the table's
 * owner (no policy applies to it) and filters the tenant itself with the policy's own condition;
 * the rows a list answers still come from the table, under its policy. Null without search fields.
 */
export function entitySearchView(entity: Entity) {
  if (!entity.search?.length) return null;
  const haystack = searchExpression(entity.search.map((name) => sql`${sql.identifier(name)}`));
  return pgView(searchViewName(entity), {
    tenant_id: text('tenant_id').notNull(),
    id: text('id').notNull(),
    haystack: text('haystack'),
  }).as(
    sql`SELECT tenant_id, id, ${haystack} AS haystack FROM ${sql.identifier(entity.table)} WHERE tenant_id = current_setting(${sql.raw(`'${TENANT_SETTING}'`)}, true)`,
  );
}
