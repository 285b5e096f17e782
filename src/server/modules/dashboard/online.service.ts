import { sql } from 'drizzle-orm';
import type { OnlineSummary } from '../../../contract/api/dashboard.api.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { type DashboardScope, userWorksIn } from './dashboard.sql.ts';

/** A session seen within this window counts as online (as on GET system/users/online). */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/**
 * Users with a live session seen in the last five minutes, among the users of the request's branches: how
 * many, and the most recently active ones. Reads the (tenant_id, last_seen_at) index.
 */
export async function onlineUsersOf(
  tx: Tx,
  scope: DashboardScope,
  now: number,
  limit = 8,
): Promise<OnlineSummary> {
  const since = new Date(now - ONLINE_WINDOW_MS).toISOString();
  const rows = rowsOf<{ user_name: string; ten_nsd: string; sessions: number; last_seen_at: Date | string }>(
    await tx.execute(sql`
      SELECT u.user_name, u.ten_nsd, count(*)::int AS sessions, max(s.last_seen_at) AS last_seen_at
      FROM auth_sessions s JOIN users u ON u.id = s.user_id AND u.tenant_id = s.tenant_id
      WHERE s.tenant_id = ${scope.tenantId} AND s.revoked_at IS NULL AND s.last_seen_at >= CAST(${since} AS timestamptz) AND ${userWorksIn(scope)}
      GROUP BY u.user_name, u.ten_nsd
      ORDER BY max(s.last_seen_at) DESC, u.user_name`),
  );
  return {
    total: rows.length,
    items: rows.slice(0, limit).map((row) => ({
      user_name: row.user_name,
      ten_nsd: row.ten_nsd,
      sessions: Number(row.sessions),
      last_seen_at: new Date(row.last_seen_at).toISOString(),
    })),
  };
}
