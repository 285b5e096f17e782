import type { Context } from 'hono';
import { Hono } from 'hono';
import { countsQuerySchema, periodMessages, periodQuerySchema } from '../../../contract/api/dashboard.api.ts';
import { MAX_PERIOD_DAYS, rangeProblem } from '../../../contract/domain/period.ts';
import { entities as registered } from '../../../contract/entities/registry.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { DEFAULT_COUNT_CAP, entityModels } from '../../entity-api/model.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { requireBranchScope } from '../../http/request-context.ts';
import { parseQuery } from '../../http/validate.ts';
import { activityOf, recentActivityOf } from './activity.service.ts';
import { countsOf } from './counts.service.ts';
import { onlineUsersOf } from './online.service.ts';

export interface DashboardDeps {
  db: Db;
  /** Entities the counts widget may name; the registry by default. */
  entities?: readonly Entity[] | undefined;
  countCap?: number | undefined;
  now?: () => number;
}

type C = Context<AppEnv>;

/** fromDate..toDate checked as a range: in order and at most MAX_PERIOD_DAYS days. */
function periodOf(c: C) {
  const period = parseQuery(c, periodQuerySchema);
  const problem = rangeProblem(period);
  if (!problem) return period;
  const { t } = c.get('request');
  const message =
    problem === 'order' ? t(periodMessages.order) : t(periodMessages.tooLong, { days: MAX_PERIOD_DAYS });
  throw new ApiError(400, 'VALIDATION', { fields: [{ field: 'toDate', message }] });
}

/**
 * GET /api/dashboard/…: one small query per widget (src/app/features/dashboard). Each needs a
 * signed-in user and runs under the branch scope of the `Branchs` header; what each may show is the
 * rule of the data it reads (logs: own entries unless administrator; counts: the entity's read right).
 */
export function dashboardRoutes(deps: DashboardDeps) {
  const { db, now = Date.now } = deps;
  const models = new Map(
    entityModels(deps.entities ?? registered, deps.countCap ?? DEFAULT_COUNT_CAP).map((model) => [
      model.entity.name,
      model,
    ]),
  );
  return new Hono<AppEnv>()
    .use('*', requireBranchScope())
    .get('/users-online', async (c) => {
      const body = await withTenant(db, c.get('tenantId'), (tx) =>
        onlineUsersOf(tx, c.get('request'), now()),
      );
      return c.json(body);
    })
    .get('/activity', async (c) => {
      const period = periodOf(c);
      return c.json(
        await withTenant(db, c.get('tenantId'), (tx) => activityOf(tx, c.get('request'), period)),
      );
    })
    .get('/recent-activity', async (c) => {
      const period = periodOf(c);
      return c.json(
        await withTenant(db, c.get('tenantId'), (tx) => recentActivityOf(tx, c.get('request'), period)),
      );
    })
    .get('/counts', async (c) => {
      const { entities } = parseQuery(c, countsQuerySchema);
      return c.json(
        await withTenant(db, c.get('tenantId'), (tx) => countsOf(tx, models, c.get('request'), entities)),
      );
    });
}
