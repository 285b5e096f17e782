import { type SQL, sql } from 'drizzle-orm';
import type { Entity } from '../../contract/entity/define.ts';
import type { DictionaryField, FieldDef } from '../../contract/entity/fields.ts';
import { importMessages } from '../../contract/entity/import.ts';
import { isEmptyValue } from '../../contract/entity/values.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import { col, mainTable } from './columns.ts';
import { and } from './list.ts';
import { DICTIONARY_ENTITY, DICTIONARY_GROUP_FIELD, type EntityModel, type RequestScope } from './model.ts';
import { readConditions } from './scope.ts';

/**
 * A sheet names what a lookup points at the way people do: by its code or by its name. Before
 * validation every lookup, multi-lookup and dictionary value is resolved to the key the field
 * stores, among the rows the user could pick in the form (tenant and scope of the target); a name
 * held by several rows, or nothing found, is an error of that row.
 */

export interface RowProblem {
  index: number;
  field: string;
  message: string;
}

interface Target {
  field: string;
  entity: Entity;
  group?: string;
  many: boolean;
}

function targetOf(model: EntityModel, name: string, field: FieldDef): Target | null {
  // The record's own branch is a code the branch scope checks, with the rights message: a
  // branch outside the user's is refused as such, not as a branch that does not exist.
  if (name === model.entity.scope?.branch) return null;
  if (field.kind === 'lookup' || field.kind === 'multiLookup') {
    const entity = model.registry.get(field.entity);
    return entity ? { field: name, entity, many: field.kind === 'multiLookup' } : null;
  }
  if (field.kind !== 'dictionary') return null;
  const entity = model.registry.get(DICTIONARY_ENTITY);
  if (!entity) return null;
  const grouped = entity.fields[DICTIONARY_GROUP_FIELD] !== undefined;
  return {
    field: name,
    entity,
    many: false,
    ...(grouped ? { group: (field as DictionaryField).group } : {}),
  };
}

/** The values a cell holds: one, or the comma-separated / listed ones of a multi-lookup. */
function valuesOf(raw: unknown, many: boolean): string[] {
  if (isEmptyValue(raw)) return [];
  const list = many ? (Array.isArray(raw) ? raw : String(raw).split(',')) : [raw];
  return list.filter((v) => typeof v === 'string' || typeof v === 'number').map((v) => String(v).trim());
}

interface Candidate {
  key: string;
  name: string | null;
}

const PARAMS_PER_QUERY = 20_000;

async function candidates(
  tx: Tx,
  target: Target,
  scope: RequestScope,
  values: string[],
): Promise<Candidate[]> {
  const { entity } = target;
  const found: Candidate[] = [];
  for (let start = 0; start < values.length; start += PARAMS_PER_QUERY / 2) {
    const part = values.slice(start, start + PARAMS_PER_QUERY / 2);
    const conditions: SQL[] = [...readConditions(entity, scope)];
    if (target.group !== undefined) conditions.push(sql`${col(DICTIONARY_GROUP_FIELD)} = ${target.group}`);
    const uppers = part.map((v) => v.toUpperCase());
    const lowers = part.map((v) => v.toLowerCase());
    conditions.push(
      sql`(upper(${col(entity.key)}::text) IN ${uppers} OR lower(${col(entity.display)}::text) IN ${lowers})`,
    );
    const rows = rowsOf<Candidate>(
      await tx.execute(
        sql`SELECT ${col(entity.key)}::text AS key, ${col(entity.display)}::text AS name
            FROM ${mainTable(entity)} WHERE ${and(conditions)}`,
      ),
    );
    found.push(...rows);
  }
  return found;
}

type Resolution = { key: string } | { problem: 'notFound' | 'ambiguous' };

function resolver(found: Candidate[]): (value: string) => Resolution {
  const byKey = new Map<string, string>();
  const byName = new Map<string, Set<string>>();
  for (const row of found) {
    byKey.set(row.key.toUpperCase(), row.key);
    const name = (row.name ?? '').trim().toLowerCase();
    if (name) byName.set(name, (byName.get(name) ?? new Set()).add(row.key));
  }
  return (value) => {
    const key = byKey.get(value.toUpperCase());
    if (key !== undefined) return { key };
    const named = byName.get(value.toLowerCase());
    if (!named) return { problem: 'notFound' };
    if (named.size > 1) return { problem: 'ambiguous' };
    return { key: [...named][0] as string };
  };
}

/**
 * Replaces lookup values of `items` (in place) by the keys they name; answers the problems.
 * Values that are not text or numbers are left for validation to refuse.
 */
export async function resolveLookups(
  tx: Tx,
  model: EntityModel,
  scope: RequestScope,
  items: Record<string, unknown>[],
): Promise<RowProblem[]> {
  const problems: RowProblem[] = [];
  const { entity } = model;
  for (const name of entity.fieldNames) {
    const field = entity.fields[name] as FieldDef;
    const target = field.readOnly ? null : targetOf(model, name, field);
    if (!target) continue;
    const distinct = new Set(items.flatMap((item) => valuesOf(item[name], target.many)));
    if (distinct.size === 0) continue;
    const resolve = resolver(await candidates(tx, target, scope, [...distinct]));
    const label = scope.t(field.label);
    items.forEach((item, index) => {
      const raw = item[name];
      if (isEmptyValue(raw) || (typeof raw !== 'string' && typeof raw !== 'number' && !target.many)) return;
      if (target.many && !Array.isArray(raw) && typeof raw !== 'string') return;
      const keys: string[] = [];
      for (const value of valuesOf(raw, target.many)) {
        if (value === '') continue;
        const found = resolve(value);
        if ('key' in found) keys.push(found.key);
        else
          problems.push({
            index,
            field: name,
            message: scope.t(importMessages[found.problem], { field: label, value }),
          });
      }
      item[name] = target.many ? keys : (keys[0] ?? raw);
    });
  }
  return problems;
}
