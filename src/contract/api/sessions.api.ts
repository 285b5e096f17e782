import { z } from 'zod/mini';
import type { ListShape } from '../list/list-query.ts';

/**
 * GET system/logs: the audit log in the one list protocol (src/contract/list), newest first,
 * searched in user_name, action and object, fromDate/toDate on created_at.
 */
export const systemLogListShape = {
  sortable: ['created_at', 'user_name'],
  sort: ['created_at', 'desc'],
  pageSize: 20,
} as const satisfies ListShape;

/** What every view of the audit log shows of an entry (this list, a customer's trail, the dashboard). */
export const logEntryShape = {
  id: z.string(),
  created_at: z.string(),
  user_name: z.nullable(z.string()),
  action: z.string(),
};

export const systemLogSchema = z.object({
  ...logEntryShape,
  object: z.string(),
  record_id: z.nullable(z.string()),
  detail: z.unknown(),
  ip: z.nullable(z.string()),
  device_id: z.nullable(z.string()),
});
export type SystemLog = z.infer<typeof systemLogSchema>;
/** A page of the list; `total` is null on a page turn that did not ask for it (withTotal). */
export const systemLogPageSchema = z.object({
  items: z.array(systemLogSchema),
  total: z.nullable(z.int().check(z.nonnegative())),
  total_exact: z.nullable(z.boolean()),
});

/** GET system/logs/total (same filters): exact up to 1000 entries, the planner's estimate beyond. */
export const systemLogTotalSchema = z.object({
  total: z.int().check(z.nonnegative()),
  total_exact: z.boolean(),
});

/** GET system/users/online: live sessions seen in the last five minutes, most recent first. */
export const onlineSessionSchema = z.object({
  user_name: z.string(),
  ten_nsd: z.string(),
  ip: z.nullable(z.string()),
  device_id: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  last_seen_at: z.string(),
  created_at: z.string(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;
export const onlineSessionsSchema = z.object({
  items: z.array(onlineSessionSchema),
  total: z.int(),
});

/** PUT system/users/logout and PUT system/users/{user}/logout/{ip}. */
export const logoutResultSchema = z.object({ ok: z.boolean(), revoked: z.int().check(z.nonnegative()) });
