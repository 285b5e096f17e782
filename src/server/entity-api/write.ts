import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Entity } from '../../contract/entity/define.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import type { EntityRecord } from '../../contract/entity/schemas.ts';
import { isEmptyValue } from '../../contract/entity/values.ts';
import { writeAudit } from '../db/audit.ts';
import type { Db } from '../db/client.ts';
import { type Tx, withTenant } from '../db/with-tenant.ts';
import type { ClientInfo } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { claimIdempotencyKey, recordIdempotentAnswer } from '../http/idempotency.ts';
import { isSecret } from './columns.ts';
import type { HookRequest, WriteHooks } from './hooks.ts';
import type { EntityModel, RequestScope } from './model.ts';
import { fillNumbers } from './numbering.ts';
import { findRecord, type Row } from './records.ts';
import { assertWritable } from './scope.ts';
import { assertUnique, mapUniqueViolation } from './unique.ts';

/**
 * Creates, updates and deletes of any entity. Each runs in one transaction with its scope checks,
 * uniqueness, optimistic version and its audit-log entry: all of it commits, or nothing does.
 */

export interface WriteContext {
  readonly db: Db;
  readonly model: EntityModel;
  readonly scope: RequestScope;
  readonly client: ClientInfo;
  /** The entity's business rules run inside the write (none for most entities). */
  readonly hooks?: WriteHooks | undefined;
  /** The request's query parameters, for the hooks. */
  readonly query?: Readonly<Record<string, string>> | undefined;
}

function hookRequest(ctx: WriteContext): HookRequest {
  return { scope: ctx.scope, query: ctx.query ?? {} };
}

/** The declared fields present in a parsed write (system keys left out). */
export function declaredFields(entity: Entity, input: EntityRecord): Row {
  return Object.fromEntries(
    entity.fieldNames.filter((name) => name in input).map((name) => [name, input[name]]),
  );
}

/** An update leaves a secret it carries empty as it was (the client never sees its value). */
function withoutEmptySecrets(entity: Entity, fields: Row): Row {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([name, value]) => !(isSecret(entity.fields[name] as FieldDef) && isEmptyValue(value)),
    ),
  );
}

/** `{ field: { from, to } }` for every declared field whose value changed. */
function changes(entity: Entity, before: Row, after: Row): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const name of entity.fieldNames) {
    if (JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null))
      out[name] = { from: before[name] ?? null, to: after[name] ?? null };
  }
  return out;
}

function audit(ctx: WriteContext, tx: Tx, action: string, recordId: string, detail: unknown) {
  const { scope, model, client } = ctx;
  const entry = {
    user_name: scope.user.user_name,
    action,
    object: model.entity.path,
    record_id: recordId,
    detail,
  };
  return writeAudit(tx, scope.tenantId, entry, client);
}

export async function guarded<T>(ctx: WriteContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapUniqueViolation(ctx.model.entity, ctx.scope, error);
  }
}

export function createRecord(ctx: WriteContext, input: EntityRecord): Promise<Row> {
  return withTenant(ctx.db, ctx.scope.tenantId, async (tx) => {
    await claimIdempotencyKey(tx);
    const record = await createRecordIn(ctx, tx, input);
    await recordIdempotentAnswer(tx, 201, record);
    return record;
  });
}

/**
 * The create inside a transaction the caller holds: a business write that makes two records at
 * once (a call log with its follow-up appointment) runs each through its entity's checks and
 * hooks, and both commit or neither does.
 */
export async function createRecordIn(ctx: WriteContext, tx: Tx, input: EntityRecord): Promise<Row> {
  const { model, scope } = ctx;
  const values = declaredFields(model.entity, input);
  await assertWritable(tx, model.entity, scope, 'add', [values]);
  await fillNumbers(tx, model, scope.tenantId, values);
  const before = ctx.hooks?.beforeWrite;
  const filled = before ? await before(tx, hookRequest(ctx), values, null) : values;
  await assertUnique(tx, model, scope, filled, undefined);
  const id = input.id ?? uuidv7();
  const by = scope.user.user_name;
  const row = { ...filled, tenant_id: scope.tenantId, id, created_by: by, updated_by: by };
  await guarded(ctx, () => tx.insert(model.table).values(row as never));
  const record = await findRecord(tx, model, id, { tenantId: scope.tenantId });
  await ctx.hooks?.afterWrite?.(tx, hookRequest(ctx), record, null);
  await audit(ctx, tx, 'create', id, declaredFields(model.entity, record));
  return record;
}

/** Declared fields a beforeWrite hook set or changed (the rest of the row stays as it was). */
function filledByHook(entity: Entity, merged: Row, next: Row): Row {
  return Object.fromEntries(
    entity.fieldNames.filter((name) => next[name] !== merged[name]).map((name) => [name, next[name]]),
  );
}

function assertVersion(row: Row, version: number | undefined): void {
  if (version !== undefined && Number(row.version) !== version) throw new ApiError(409, 'STALE_VERSION');
}

/** PUT (every field, version required) and PATCH (given fields, version checked when given). */
export function updateRecord(ctx: WriteContext, id: string, input: EntityRecord): Promise<Row> {
  const { model, scope } = ctx;
  const fields = withoutEmptySecrets(model.entity, declaredFields(model.entity, input));
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    await claimIdempotencyKey(tx);
    const before = await findRecord(tx, model, id, { tenantId: scope.tenantId, lock: true });
    assertVersion(before, input.version);
    const merged = { ...before, ...fields };
    await assertWritable(tx, model.entity, scope, 'edit', [before, merged]);
    const hook = ctx.hooks?.beforeWrite;
    const next = hook ? await hook(tx, hookRequest(ctx), merged, before) : merged;
    await assertUnique(tx, model, scope, next, id);
    const { table } = model;
    const set = {
      ...fields,
      ...filledByHook(model.entity, merged, next),
      version: sql`${table.version} + 1`,
      updated_at: sql`now()`,
      updated_by: scope.user.user_name,
    };
    const where = and(eq(table.tenant_id, scope.tenantId), eq(table.id, id));
    await guarded(ctx, () =>
      tx
        .update(table)
        .set(set as never)
        .where(where),
    );
    const record = await findRecord(tx, model, id, { tenantId: scope.tenantId });
    await ctx.hooks?.afterWrite?.(tx, hookRequest(ctx), record, before);
    await audit(ctx, tx, 'update', id, changes(model.entity, before, record));
    await recordIdempotentAnswer(tx, 200, record);
    return record;
  });
}

export function deleteRecord(
  ctx: WriteContext,
  id: string,
  version: number | undefined,
): Promise<{ id: string }> {
  const { model, scope } = ctx;
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    await claimIdempotencyKey(tx);
    const before = await findRecord(tx, model, id, { tenantId: scope.tenantId, lock: true });
    assertVersion(before, version);
    await assertWritable(tx, model.entity, scope, 'del', [before]);
    const { table } = model;
    await tx.delete(table).where(and(eq(table.tenant_id, scope.tenantId), eq(table.id, id)));
    await ctx.hooks?.afterWrite?.(tx, hookRequest(ctx), null, before);
    await audit(ctx, tx, 'delete', id, declaredFields(model.entity, before));
    await recordIdempotentAnswer(tx, 200, { id });
    return { id };
  });
}
