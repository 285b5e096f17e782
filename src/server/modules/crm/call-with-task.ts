import type { Context } from 'hono';
import { z } from 'zod';
import { can } from '../../../contract/auth/rules.ts';
import { callLogs } from '../../../contract/entities/crm/call-logs.entity.ts';
import { tasks } from '../../../contract/entities/crm/tasks.entity.ts';
import type { FieldDef } from '../../../contract/entity/fields.ts';
import { writeSchema } from '../../../contract/entity/schemas.ts';
import { parseValue } from '../../../contract/entity/values.ts';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { entityModels } from '../../entity-api/model.ts';
import { createRecordIn, type WriteContext } from '../../entity-api/write.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { claimIdempotencyKey, recordIdempotentAnswer } from '../../http/idempotency.ts';
import { withSingleBranch } from '../../http/request-context.ts';
import { clientInfo } from '../../http/tenant.ts';
import { parseBody } from '../../http/validate.ts';
import { callLogHooks } from './call-log-hooks.ts';
import { customerOfPhone } from './phone-match.ts';
import { taskHooks } from './task-hooks.ts';

/**
 * POST /api/crm/call-logs/call `{ call, task? }`: a call logged by hand with its follow-up
 * appointment. Both go through their entity's checks and hooks (the appointment's overlap
 * confirmation, `?confirm=1`, included) inside one transaction: the appointment first, its code
 * then fills the log's `ma_lh`, so under `crm_calllog_force_task` a log is never kept without its
 * appointment and a refused appointment leaves no log behind.
 */

const [callModel, taskModel] = entityModels([callLogs, tasks]);

type Body = Record<string, unknown>;

/**
 * The appointment is with the call's customer: named on the call, or found by its phone (read
 * before the write: the body is checked whole first, and the appointment requires its customer).
 */
async function customerOfCall(db: Db, c: Context<AppEnv>, call: Body): Promise<unknown> {
  if (call.ma_kh) return call.ma_kh;
  const phone = parseValue(callLogs.fields.dien_thoai as FieldDef, String(call.dien_thoai ?? ''));
  if (!phone.ok || typeof phone.value !== 'string' || phone.value === '') return null;
  const digits = phone.value;
  return withTenant(db, c.get('request').tenantId, (tx) => customerOfPhone(tx, digits));
}

async function parseCall(db: Db, c: Context<AppEnv>) {
  const request = c.get('request');
  const schema = z.object({
    call: writeSchema(callLogs, 'create', request.t),
    task: z.optional(z.nullable(writeSchema(tasks, 'create', request.t))),
  });
  const raw = (c.get('body') ?? {}) as { call?: Body; task?: Body | null };
  const single = request.singleBranch;
  if (raw.task && !raw.task.ma_kh)
    raw.task = { ...raw.task, ma_kh: await customerOfCall(db, c, raw.call ?? {}) };
  // The client's rule of spec §7 (a single selected branch fills ma_dvcs) for both records.
  c.set('body', {
    call: withSingleBranch(raw.call ?? {}, 'ma_dvcs', single),
    ...(raw.task ? { task: withSingleBranch(raw.task, 'ma_dvcs', single) } : {}),
  });
  return parseBody(c, schema);
}

/** A refusal of one of the two records names its fields `task.<field>` / `call.<field>`. */
async function naming<T>(prefix: 'call' | 'task', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const fields = error instanceof ApiError ? error.details.fields : undefined;
    if (!(error instanceof ApiError) || !fields) throw error;
    const named = fields.map((f) => ({ ...f, field: `${prefix}.${f.field}` }));
    throw new ApiError(error.status, error.code, { ...error.details, fields: named });
  }
}

export function callWithTask(db: Db) {
  return async (c: Context<AppEnv>) => {
    if (!callModel || !taskModel) throw new Error('call-log models missing');
    const { call, task } = await parseCall(db, c);
    const scope = c.get('request');
    if (task && !can(scope.user, tasks.menuId, 'add')) throw new ApiError(403, 'FORBIDDEN');
    const base = { db, scope, client: clientInfo(c), query: c.req.query() };
    const callCtx: WriteContext = { ...base, model: callModel, hooks: callLogHooks };
    const taskCtx: WriteContext = { ...base, model: taskModel, hooks: taskHooks };
    const answer = await withTenant(db, scope.tenantId, async (tx) => {
      await claimIdempotencyKey(tx);
      const booked = task ? await naming('task', () => createRecordIn(taskCtx, tx, task)) : null;
      const body = booked ? { ...call, ma_lh: booked.ma_lh } : call;
      const log = await naming('call', () => createRecordIn(callCtx, tx, body));
      const result = { call: log, task: booked };
      await recordIdempotentAnswer(tx, 201, result);
      return result;
    });
    return c.json(answer, 201);
  };
}
