import { msg } from '@lingui/core/macro';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/with-tenant.ts';
import { requireAccess } from '../http/access.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { clientInfo } from '../http/tenant.ts';
import { parseBody } from '../http/validate.ts';
import { recomputeCosts } from './cost-calculation.ts';

const periodBody = z.object({ fromDate: z.iso.date(), toDate: z.iso.date() });

const messages = {
  order: msg`Đến ngày phải sau hoặc bằng từ ngày`,
  span: msg`Kỳ tính giá vốn dài tối đa 366 ngày`,
};

const DAY = 86_400_000;

/**
 * POST /api/stock/cost-calculation {fromDate, toDate} ("Tính giá vốn"): the period's issues valued
 * again at the moving average in date order, their cost rows re-posted, in one transaction.
 * Needs the edit right of the delivery orders (whose cost it rewrites); voucher locks refuse it.
 */
export function costCalculationRoutes(options: { db: Db; guard: readonly MiddlewareHandler<AppEnv>[] }) {
  return new Hono<AppEnv>()
    .use('*', ...options.guard)
    .post('/', requireAccess('stock.delivery-orders', 'edit'), async (c) => {
      const period = parseBody(c, periodBody);
      const scope = c.get('request');
      const span = Date.parse(period.toDate) - Date.parse(period.fromDate);
      if (span < 0 || span > 366 * DAY) {
        const message = scope.t(span < 0 ? messages.order : messages.span);
        throw new ApiError(400, 'VALIDATION', { fields: [{ field: 'toDate', message }] });
      }
      const result = await withTenant(options.db, scope.tenantId, (tx) =>
        recomputeCosts(tx, scope, clientInfo(c), period),
      );
      return c.json(result);
    });
}
