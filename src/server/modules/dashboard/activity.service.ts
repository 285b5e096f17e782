import { sql } from 'drizzle-orm';
import type { Activity, PeriodQuery, RecentActivity } from '../../../contract/api/dashboard.api.ts';
import { eachDay } from '../../../contract/domain/period.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { businessDay, type DashboardScope, inPeriod, visibleLogs } from './dashboard.sql.ts';

/** Audit actions that change data (the entity router's writes). */
const WRITE_ACTIONS = ['create', 'update', 'delete'];

interface DayRow {
  day: string;
  sign_ins: number;
  writes: number;
}

/**
 * Sign-ins and writes per business day of the period, from system_logs. The period bounds the
 * scan to one range of the (tenant_id, created_at) index, so a long-lived tenant's log costs no
 * more than the days asked for.
 */
export async function activityOf(tx: Tx, scope: DashboardScope, period: PeriodQuery): Promise<Activity> {
  const writes = sql.join(
    WRITE_ACTIONS.map((action) => sql`${action}`),
    sql`, `,
  );
  const created = sql`l.created_at`;
  const rows = rowsOf<DayRow>(
    await tx.execute(sql`
      SELECT ${businessDay(created)} AS day,
        count(*) FILTER (WHERE l.action = 'login')::int AS sign_ins,
        count(*) FILTER (WHERE l.action IN (${writes}))::int AS writes
      FROM system_logs l
      WHERE ${inPeriod(created, period)} AND ${visibleLogs(scope)}
        AND (l.action = 'login' OR l.action IN (${writes}))
      GROUP BY 1`),
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = eachDay(period).map((day) => ({
    day,
    sign_ins: Number(byDay.get(day)?.sign_ins ?? 0),
    writes: Number(byDay.get(day)?.writes ?? 0),
  }));
  const [distinct] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(DISTINCT lower(l.user_name))::int AS n FROM system_logs l
      WHERE ${inPeriod(created, period)} AND ${visibleLogs(scope)} AND l.action = 'login'`),
  );
  return {
    sign_ins: days.reduce((sum, d) => sum + d.sign_ins, 0),
    writes: days.reduce((sum, d) => sum + d.writes, 0),
    users: Number(distinct?.n ?? 0),
    days,
  };
}

/** The latest log entries of the period the caller may see (newest first, at most `limit`). */
export async function recentActivityOf(
  tx: Tx,
  scope: DashboardScope,
  period: PeriodQuery,
  limit = 8,
): Promise<RecentActivity> {
  const rows = rowsOf<{
    id: string;
    created_at: Date | string;
    user_name: string | null;
    action: string;
    object: string;
  }>(
    await tx.execute(sql`
      SELECT l.id, l.created_at, l.user_name, l.action, l.object FROM system_logs l
      WHERE ${inPeriod(sql`l.created_at`, period)} AND ${visibleLogs(scope)}
      ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit}`),
  );
  return {
    items: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
  };
}
