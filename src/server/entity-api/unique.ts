import type { Entity } from '../../contract/entity/define.ts';
import { entityMessages } from '../../contract/entity/messages.ts';
import { isEmptyValue } from '../../contract/entity/values.ts';
import type { Tx } from '../db/with-tenant.ts';
import { ApiError } from '../http/errors.ts';
import type { EntityModel, RequestScope } from './model.ts';
import { type Row, valueTaken } from './records.ts';

/**
 * Uniqueness of the key and of each declared unique set, per tenant: checked before writing so
 * the answer names the fields ('{label} đã tồn tại'), and enforced by the unique indexes, whose
 * violation (a concurrent write) is turned into the same answer.
 */

/** The key first, then the declared sets: the order of the indexes `<table>_key_uq`, `_uq1`… */
export function uniqueSets(entity: Entity): string[][] {
  return [[entity.key], ...(entity.unique ?? []).map((set) => [...set])];
}

/** Fields whose uniqueness `/exists/{property}/{value}` may be asked about. */
export function checkableProperties(entity: Entity): Set<string> {
  return new Set(uniqueSets(entity).flat());
}

function existsError(entity: Entity, scope: Pick<RequestScope, 't'>, names: readonly string[]): ApiError {
  const fields = names.map((name) => {
    const label = entity.fields[name] ? scope.t(entity.fields[name].label) : name;
    return { field: name, message: scope.t(entityMessages.exists, { field: label }) };
  });
  return new ApiError(400, 'VALIDATION', { fields });
}

/** Refuses `record` when another row of the tenant holds the same key or unique set. */
export async function assertUnique(
  tx: Tx,
  model: EntityModel,
  scope: RequestScope,
  record: Row,
  exceptId: string | undefined,
): Promise<void> {
  const taken: string[] = [];
  for (const set of uniqueSets(model.entity)) {
    if (set.some((name) => isEmptyValue(record[name]))) continue;
    const values = Object.fromEntries(set.map((name) => [name, record[name]]));
    if (await valueTaken(tx, model, scope.tenantId, values, exceptId)) taken.push(...set);
  }
  if (taken.length > 0) throw existsError(model.entity, scope, taken);
}

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The unique-violation (23505) inside a driver or Drizzle error, if that is what it is. */
function uniqueViolationOf(error: unknown): PgError | null {
  let current = error as PgError | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505') return current;
    current = current.cause as PgError | undefined;
  }
  return null;
}

/** A unique-index violation as the 400 the pre-check would have given; anything else unchanged. */
export function mapUniqueViolation(entity: Entity, scope: Pick<RequestScope, 't'>, error: unknown): unknown {
  const violation = uniqueViolationOf(error);
  if (!violation) return error;
  const name = violation.constraint ?? '';
  const sets = uniqueSets(entity);
  let fields: string[] = [];
  if (name === `${entity.table}_pkey`) fields = ['id'];
  else if (name === `${entity.table}_key_uq`) fields = sets[0] ?? [];
  else {
    const match = new RegExp(`^${entity.table}_uq(\\d+)$`).exec(name);
    fields = match ? (sets[Number(match[1])] ?? []) : [];
  }
  return existsError(entity, scope, fields.length > 0 ? fields : [entity.key]);
}
