import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { logEntryShape } from './sessions.api.ts';

/** A count or total: a whole number ≥ 0. */
const count = () => z.int().check(z.nonnegative());

/**
 * The widget queries of /dashboard/* (GET /api/dashboard/…). Every one is scoped to the tenant,
 * the request's branches (`Branchs`) and, where it takes one, the period fromDate..toDate.
 */

export const periodQuerySchema = z.object({
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export const periodMessages = {
  order: msg`Đến ngày phải bằng hoặc sau Từ ngày`,
  tooLong: msg`Khoảng thời gian tối đa {days} ngày`,
};

/** GET dashboard/users-online: sessions seen in the last five minutes of users of the branches. */
export const onlineSummarySchema = z.object({
  total: count(),
  items: z.array(
    z.object({
      user_name: z.string(),
      ten_nsd: z.string(),
      sessions: z.int().check(z.positive()),
      last_seen_at: z.string(),
    }),
  ),
});
export type OnlineSummary = z.infer<typeof onlineSummarySchema>;

/** GET dashboard/activity: sign-ins and writes (system/logs) per day of the period. */
export const activitySchema = z.object({
  sign_ins: count(),
  writes: count(),
  users: count(),
  days: z.array(
    z.object({
      day: z.iso.date(),
      sign_ins: count(),
      writes: count(),
    }),
  ),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET dashboard/recent-activity: the latest log entries of the period. */
export const recentActivitySchema = z.object({
  items: z.array(z.object({ ...logEntryShape, object: z.string() })),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const countsQuerySchema = z.object({
  /** Registry names of the entities to count, comma separated. */
  entities: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z.array(z.string().check(z.maxLength(100))).check(z.minLength(1), z.maxLength(20)),
  ),
});

/** GET dashboard/counts: rows of reference entities the user may read, in the request's branches. */
export const countsSchema = z.object({
  items: z.array(
    z.object({
      entity: z.string(),
      path: z.string(),
      total: count(),
      total_exact: z.boolean(),
    }),
  ),
});
export type Counts = z.infer<typeof countsSchema>;
