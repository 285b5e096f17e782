import { sql } from 'drizzle-orm';
import { apiErrorMessages } from '../../contract/api/errors.ts';
import { importMessages } from '../../contract/entity/import.ts';
import { entityMessages } from '../../contract/entity/messages.ts';
import { isEmptyValue } from '../../contract/entity/values.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import { ApiError } from '../http/errors.ts';
import { col, mainTable } from './columns.ts';
import type { RowProblem } from './import-lookups.ts';
import type { EntityModel, RequestScope } from './model.ts';
import type { Row } from './records.ts';
import { assertWritable } from './scope.ts';
import { uniqueSets } from './unique.ts';

/**
 * The checks of a create that look beyond one row, done once for the whole sheet: the key and
 * unique sets against the database and against the other rows, and the branch / employee /
 * voucher-lock scope of each row (reported on its row instead of refusing the whole call).
 */

export interface ValidRow {
  index: number;
  values: Row;
}

const tupleKey = (values: readonly unknown[]) => JSON.stringify(values.map((v) => String(v)));

/** Fields an 'already exists' lands on: a dictionary code taken in its group is the code's problem. */
function blamed(model: EntityModel, set: readonly string[]): string[] {
  const named = set.filter((name) => name !== model.entity.keyScope);
  return named.length > 0 ? named : [...set];
}

const PARAMS_PER_QUERY = 20_000;

/** Tuples of `set` among `tuples` that a row of the tenant already holds. */
async function takenTuples(tx: Tx, model: EntityModel, tenantId: string, set: string[], tuples: unknown[][]) {
  const taken = new Set<string>();
  const per = Math.max(1, Math.floor(PARAMS_PER_QUERY / set.length));
  const columns = sql.join(
    set.map((name) => col(name)),
    sql`, `,
  );
  for (let start = 0; start < tuples.length; start += per) {
    const part = tuples.slice(start, start + per);
    const list = sql.join(
      part.map(
        (tuple) =>
          sql`(${sql.join(
            tuple.map((v) => sql`${v}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const found = rowsOf<Row>(
      await tx.execute(
        sql`SELECT ${columns} FROM ${mainTable(model.entity)}
            WHERE ${col('tenant_id')} = ${tenantId} AND (${columns}) IN (${list})`,
      ),
    );
    for (const row of found) taken.add(tupleKey(set.map((name) => row[name])));
  }
  return taken;
}

export async function uniquenessProblems(
  tx: Tx,
  model: EntityModel,
  scope: RequestScope,
  rows: readonly ValidRow[],
  firstRow: number,
): Promise<RowProblem[]> {
  const problems: RowProblem[] = [];
  const label = (name: string) => scope.t(model.entity.fields[name]?.label ?? entityMessages.invalid);
  for (const set of uniqueSets(model.entity)) {
    const filled = rows.filter((row) => set.every((name) => !isEmptyValue(row.values[name])));
    if (filled.length === 0) continue;
    const tuples = filled.map((row) => set.map((name) => row.values[name]));
    const taken = await takenTuples(tx, model, scope.tenantId, set, tuples);
    const seen = new Map<string, number>();
    filled.forEach((row, i) => {
      const key = tupleKey(tuples[i] as unknown[]);
      const earlier = seen.get(key);
      for (const name of blamed(model, set)) {
        if (taken.has(key))
          problems.push({
            index: row.index,
            field: name,
            message: scope.t(entityMessages.exists, { field: label(name) }),
          });
        else if (earlier !== undefined)
          problems.push({
            index: row.index,
            field: name,
            message: scope.t(importMessages.sameAsRow, { field: label(name), row: firstRow + earlier }),
          });
      }
      if (earlier === undefined) seen.set(key, row.index);
    });
  }
  return problems;
}

/** The field a scope refusal is about, so the error sits in a column the user can fix. */
function scopeField(model: EntityModel, error: ApiError): string {
  const scope = model.entity.scope;
  if (error.code === 'EMPLOYEE_DENIED' && scope?.employee) return scope.employee;
  if (error.code === 'VOUCHER_LOCKED' && scope?.voucher) return scope.voucher.date;
  return scope?.branch ?? model.entity.key;
}

export async function scopeProblems(
  tx: Tx,
  model: EntityModel,
  scope: RequestScope,
  rows: readonly ValidRow[],
): Promise<RowProblem[]> {
  const { entity } = model;
  if (!entity.scope?.branch && !entity.scope?.employee && !entity.scope?.voucher) return [];
  const problems: RowProblem[] = [];
  for (const row of rows) {
    try {
      await assertWritable(tx, entity, scope, 'add', [row.values]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.details.fields;
      if (fields) for (const f of fields) problems.push({ index: row.index, ...f });
      else
        problems.push({
          index: row.index,
          field: scopeField(model, error),
          message: scope.t(apiErrorMessages[error.code], error.details.values),
        });
    }
  }
  return problems;
}
