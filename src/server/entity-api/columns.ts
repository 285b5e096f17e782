import { type SQL, sql } from 'drizzle-orm';
import type { Entity } from '../../contract/entity/define.ts';
import type { DictionaryField, FieldDef, LookupField } from '../../contract/entity/fields.ts';
import { lookupNameField } from '../../contract/entity/fields.ts';
import { DICTIONARY_ENTITY, DICTIONARY_GROUP_FIELD, type EntityModel } from './model.ts';

/**
 * The record as the API answers it, in SQL: declared fields, the system columns and the display
 * names of lookups (LEFT JOINs, so a page costs one query, never one per row). Values are cast so
 * both drivers return the same JSON: dates as Y-m-d, instants as ISO UTC, decimals as strings.
 */

/** The main table's alias in every generated query. */
export const MAIN = 't';

/** `"table" t`: the entity's table under the main alias. */
export function mainTable(entity: Entity): SQL {
  return sql`${sql.identifier(entity.table)} ${sql.identifier(MAIN)}`;
}

/** `alias."column"`. */
export function col(name: string, alias = MAIN): SQL {
  return sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
}

const ISO_UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

export function isoInstant(expression: SQL): SQL {
  return sql`to_char(${expression} AT TIME ZONE 'UTC', ${ISO_UTC})`;
}

/** One stored column as the API carries it. */
export function fieldOutput(name: string, field: FieldDef, alias = MAIN): SQL {
  const value = col(name, alias);
  switch (field.kind) {
    case 'numeric':
    case 'ud_decimal':
    case 'money':
      return sql`trim_scale(${value})::text`;
    case 'int8':
    case 'ud_bigint':
      return sql`${value}::text`;
    case 'date':
      return sql`to_char(${value}, 'YYYY-MM-DD')`;
    case 'datetime':
      return isoInstant(value);
    default:
      return value;
  }
}

export interface LookupJoin {
  /** Response field carrying the name ('ten_dvt'). */
  readonly as: string;
  /** Target entity, or undefined while it is not declared (the name is then null). */
  readonly target: Entity | undefined;
  readonly field: string;
  readonly group?: string;
}

/** The joins a record needs: one per lookup / dictionary field whose name is not a declared field. */
export function lookupJoins(model: EntityModel): LookupJoin[] {
  const { entity, registry } = model;
  const joins: LookupJoin[] = [];
  for (const name of entity.fieldNames) {
    const field = entity.fields[name] as FieldDef;
    if (field.kind !== 'lookup' && field.kind !== 'dictionary') continue;
    const as = lookupNameField(name, field as LookupField | DictionaryField);
    if (as in entity.fields) continue;
    if (field.kind === 'lookup') {
      joins.push({ as, field: name, target: registry.get(field.entity) });
      continue;
    }
    const target = registry.get(DICTIONARY_ENTITY);
    const grouped = target?.fields[DICTIONARY_GROUP_FIELD] !== undefined;
    joins.push({ as, field: name, target, ...(grouped ? { group: (field as DictionaryField).group } : {}) });
  }
  return joins;
}

function joinSql(join: LookupJoin, alias: string): SQL {
  const target = join.target as Entity;
  const on = [
    sql`${col('tenant_id', alias)} = ${col('tenant_id')}`,
    sql`${col(target.key, alias)} = ${col(join.field)}`,
  ];
  if (join.group !== undefined) on.push(sql`${col(DICTIONARY_GROUP_FIELD, alias)} = ${join.group}`);
  return sql` LEFT JOIN ${sql.identifier(target.table)} ${sql.identifier(alias)} ON ${sql.join(on, sql` AND `)}`;
}

/** SELECT list and FROM clause of the record projection. */
export function projection(model: EntityModel): { columns: SQL; from: SQL } {
  const { entity } = model;
  const parts: SQL[] = [
    sql`${col('id')}`,
    sql`${col('version')}`,
    sql`${isoInstant(col('created_at'))} AS created_at`,
    sql`${col('created_by')}`,
    sql`${isoInstant(col('updated_at'))} AS updated_at`,
    sql`${col('updated_by')}`,
  ];
  for (const name of entity.fieldNames) {
    parts.push(sql`${fieldOutput(name, entity.fields[name] as FieldDef)} AS ${sql.identifier(name)}`);
  }
  const joins: SQL[] = [];
  lookupJoins(model).forEach((join, i) => {
    const alias = `j${i + 1}`;
    if (!join.target) {
      parts.push(sql`NULL::text AS ${sql.identifier(join.as)}`);
      return;
    }
    parts.push(sql`${col(join.target.display, alias)} AS ${sql.identifier(join.as)}`);
    joins.push(joinSql(join, alias));
  });
  const from = sql`${mainTable(entity)}${sql.join(joins, sql``)}`;
  return { columns: sql.join(parts, sql`, `), from };
}
