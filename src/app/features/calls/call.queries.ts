import { z } from 'zod/mini';
import { CALL_WITH_TASK_PATH } from '../../../contract/api/calls.api.ts';
import { CONFIRM_PARAM } from '../../../contract/api/tasks.api.ts';
import { apiRequest } from '../../data/api.ts';
import { type EntityRow, entityRowSchema } from '../../entity-ui/entity-api.ts';

const answerSchema = z.object({ call: entityRowSchema, task: z.nullable(entityRowSchema) });

/**
 * POST crm/call-logs/call: the call and its follow-up appointment in one transaction. Online
 * only, like the calendar's saves: an overlap of the appointment must be confirmed by the person.
 */
export function logCall(
  call: Record<string, unknown>,
  task: Record<string, unknown> | null,
  confirmed: boolean,
): Promise<{ call: EntityRow; task: EntityRow | null }> {
  return apiRequest('POST', CALL_WITH_TASK_PATH, answerSchema, {
    body: { call, ...(task ? { task } : {}) },
    ...(confirmed ? { query: { [CONFIRM_PARAM]: '1' } } : {}),
  });
}
