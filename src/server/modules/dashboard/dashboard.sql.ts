import { type SQL, sql } from 'drizzle-orm';
import type { PeriodQuery } from '../../../contract/api/dashboard.api.ts';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import type { AuthUser } from '../../http/context.ts';

/** Who asks, for which tenant and branches: every dashboard query takes it. */
export interface DashboardScope {
  tenantId: string;
  user: AuthUser;
  branches: readonly string[];
}

/**
 * SQL pieces every dashboard query shares: the period as whole business days and the branch scope
 * of people. Logs and sessions carry no branch, so "in the selected branches" reads as "by users who
 * work in one of them" (administrators work in every branch).
 */

/** created_at within the period's days in Vietnam's time zone: one range over the (tenant, time) index. */
export function inPeriod(column: SQL, period: PeriodQuery): SQL {
  return sql`${column} >= (CAST(${period.fromDate} AS date)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})
    AND ${column} < ((CAST(${period.toDate} AS date) + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE})`;
}

/** The business day (Y-m-d) of an instant column. */
export function businessDay(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD')`;
}

/**
 * Condition on the users table (alias `u`): the tenant's administrators, or its users granted one of
 * the branches. The tenant is named as well as enforced by row-level security (defence in depth).
 */
export function userWorksIn({ tenantId, branches }: DashboardScope): SQL {
  const tenant = sql`u.tenant_id = ${tenantId}`;
  if (branches.length === 0) return sql`${tenant} AND u.is_admin = 1`;
  const list = sql.join(
    branches.map((code) => sql`${code}`),
    sql`, `,
  );
  return sql`${tenant} AND (u.is_admin = 1 OR string_to_array(upper(replace(u.branchs, ' ', '')), ',') && ARRAY[${list}]::text[])`;
}

/**
 * Log entries the caller may see, as on GET system/logs: administrators everyone's (of users of the
 * branches), anyone else only their own.
 */
export function visibleLogs(scope: DashboardScope): SQL {
  const tenant = sql`l.tenant_id = ${scope.tenantId}`;
  if (scope.user.is_admin !== 1) return sql`${tenant} AND l.user_name = ${scope.user.user_name}`;
  return sql`${tenant} AND lower(l.user_name) IN (SELECT lower(u.user_name) FROM users u WHERE ${userWorksIn(scope)})`;
}
